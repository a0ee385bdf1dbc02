/// The names of the view modifiers SwiftUI declares (on `View`, `Text`, `Image` and shapes), and
/// those Apple's frameworks add to views (Charts, MapKit, PhotosUI, TipKit, StoreKit,
/// AuthenticationServices, WidgetKit), as Apple's documentation lists them up to the 2025
/// releases. A modifier of one of these names is *known*: where the model does not lay it out,
/// it passes through with a stated assumption. A modifier of any other name, declared neither in
/// the scanned files nor by a package the model knows, is *unknown*: it fails the view unless
/// `allow_unknown_modifiers` (`--allow-unknown-modifiers`) lets it pass through.
///
/// The names the model lays out (``BuiltInRegistry``) and those that never change a size
/// (`PassThroughModifier.layoutNeutral`) are known too; ``notModelled`` holds the rest.
enum SwiftUIModifierNames {
    /// SwiftUI's modifiers that can change a size, which the model does not lay out: a view
    /// using one is laid out as if it were absent, and its finding says so.
    static let notModelled: Set<String> = [
        // Text and fonts.
        "allowsTightening", "baselineOffset", "fontDesign", "fontWidth", "monospaced", "textScale", "textRenderer", "typesettingLanguage",
        "customAttribute", "speechAdjustedPitch", "speechAlwaysIncludesPunctuation", "speechAnnouncementsQueued",
        "speechSpellsOutCharacters", "flipsForRightToLeftLayoutDirection", "layoutDirectionBehavior",
        // Controls and their styles.
        "menuIndicator", "buttonBorderShape", "buttonSizing",
        "buttonRepeatBehavior", "horizontalRadioGroupLayout", "defaultWheelPickerItemHeight", "textEditorStyle", "menuButtonStyle", "tableStyle", "indexViewStyle", "navigationViewStyle", "badgeProminence",
        "signInWithAppleButtonStyle", "productViewStyle", "storeButton", "subscriptionStoreButtonLabel",
        "subscriptionStoreControlStyle", "tipViewStyle", "tipImageSize", "tipCornerRadius",
        // Containers, lists and scroll views.
        "contentMargins", "listRowSpacing", "listSectionSpacing", "listRowPlatterColor", "listSectionSeparatorTint",
        "listRowHoverEffect", "defaultScrollAnchor", "scenePadding", "safeAreaBar", "inspector",
        "inspectorColumnWidth", "containerBackground", "presentationSizing", "keyframeAnimator", "phaseAnimator",
        // A macOS sidebar section that can (or cannot) collapse (`Section.collapsible(_:)`):
        // collapsed, its rows are not laid out.
        "collapsible",
        // Navigation, toolbars, tabs and bars: they change the space the content is given.
        "toolbarTitleDisplayMode", "toolbarVisibility", "toolbarBackgroundVisibility", "toolbarForegroundStyle",
        "toolbarTitleMenu", "navigationDocument", "statusBar", "statusBarHidden",
        "tabViewBottomAccessory", "tabViewSidebarHeader", "tabViewSidebarFooter", "tabViewSidebarBottomBar",
        "tabViewCustomization", "searchScopes", "findNavigator",
        // Shapes: a path drawn in the frame its shape is given.
        "size", "transform", "union", "intersection", "subtracting", "symmetricDifference", "lineIntersection",
        "lineSubtraction", "rect",
        // Charts and maps configure the content of their view.
        "chartXAxis", "chartYAxis", "chartLegend", "chartForegroundStyleScale", "chartSymbolScale",
        "chartSymbolSizeScale", "chartLineStyleScale", "chartPlotStyle", "chartXScale", "chartYScale",
        "chartOverlay", "chartBackground", "chartXSelection", "chartYSelection", "chartAngleSelection",
        "chartScrollableAxes", "chartXVisibleDomain", "chartYVisibleDomain", "chartScrollPosition",
        "chartScrollTargetBehavior", "chartXAxisLabel", "chartYAxisLabel", "chartXAxisStyle", "chartYAxisStyle",
        "chartGesture", "mapStyle", "mapControls", "mapScope",
        "mapControlVisibility", "mapCameraKeyframeAnimator", "mapFeatureSelectionDisabled",
        "mapFeatureSelectionAccessory", "mapFeatureSelectionContent", "lookAroundViewer",
    ]
}
