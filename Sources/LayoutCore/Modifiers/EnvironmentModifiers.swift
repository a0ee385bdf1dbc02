/// `font(_:)`: sets the font of the Text inside (§3.3), which changes its size.
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's, measured in the new font at the environment's
/// Dynamic Type size (``Font/size(at:)``).
public struct FontModifier: TransparentLayout, Hashable {
    public var font: Font
    public init(_ font: Font) { self.font = font }
    public var name: String { "font" }
    public var arguments: [Argument] { [Argument(nil, ".\(font.name)")] }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) {
        environment.font = font
        // A font with fixed-width digits sets them; another font keeps a `monospacedDigit()`
        // applied above (our model: the view modifier applies to whichever font the Text below
        // resolves, as `bold()` on a view does).
        if font.monospacedDigit { environment.monospacedDigit = true }
    }
}

/// `lineLimit(_:)`, `lineLimit(_:reservesSpace:)` and `lineLimit(m...n)` (§3.1).
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's; Text inside shows at most `limit` lines and at
/// least `reserved` lines of height.
public struct LineLimitModifier: TransparentLayout, Hashable {
    public var limit: Int?
    public var reserved: Int?
    let spelled: String
    public init(_ limit: Int?, reserved: Int? = nil, spelled: String? = nil) {
        self.limit = limit
        self.reserved = reserved
        self.spelled = spelled ?? limit.map(String.init) ?? "nil"
    }
    public var name: String { "lineLimit" }
    public var arguments: [Argument] { [Argument(nil, spelled)] }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) {
        environment.lineLimit = limit
        environment.reservedLines = reserved
    }
}

/// Style modifiers read by controls: `buttonStyle(.plain)`, `pickerStyle(.segmented)`,
/// `progressViewStyle(.circular)`, `toggleStyle`, `labelStyle`, `textFieldStyle`.
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's; the controls inside take the named style.
public struct StyleModifier: TransparentLayout, Hashable {
    public var modifier: String
    public var style: String
    public init(_ modifier: String, style: String) {
        self.modifier = modifier
        self.style = style
    }
    public var name: String { modifier }
    public var arguments: [Argument] { [Argument(nil, ".\(style)")] }
    public func updateEnvironment(_ environment: inout LayoutEnvironment) { environment.styles[modifier] = style }
}

/// A modifier that does not change layout (`opacity`, `foregroundStyle`, `shadow`, `onAppear`…).
///
/// Child sizing: the content is proposed the modifier's proposal.
///
/// Preferred size: exactly the content's; priority, spacing and guides pass through.
public struct PassThroughModifier: TransparentLayout, Hashable {
    public var modifier: String
    public var spelledArguments: [Argument]
    public init(_ modifier: String, arguments: [Argument] = []) {
        self.modifier = modifier
        self.spelledArguments = arguments
    }
    public var name: String { modifier }
    public var arguments: [Argument] { spelledArguments }

    /// The modifiers SwiftUI applies after layout, or that only affect drawing, input or
    /// accessibility. The front end passes these through without changing sizes. `symbolVariant`
    /// is among them because the layout core sizes a symbol by its font, not by its glyph (a
    /// `.circle` variant's enclosure is not measured: our model).
    public static let layoutNeutral: Set<String> = [
        "foregroundStyle", "foregroundColor", "fill", "stroke", "strokeBorder", "opacity", "shadow", "cornerRadius",
        "clipShape", "clipped", "mask", "animation", "transition", "onTapGesture", "onLongPressGesture", "gesture",
        "simultaneousGesture", "highPriorityGesture", "onAppear", "onDisappear", "onChange", "onReceive", "task",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityIdentifier",
        "accessibilityHidden", "accessibilityElement", "accessibilityAddTraits", "accessibilityRemoveTraits",
        "accessibilityAction", "tint", "accentColor", "disabled", "help", "contentShape", "blur", "brightness",
        "contrast", "saturation", "grayscale", "hueRotation", "colorMultiply", "colorInvert", "blendMode",
        "compositingGroup", "drawingGroup", "rotationEffect", "rotation3DEffect", "scaleEffect", "zIndex",
        "hidden", "allowsHitTesting", "contextMenu", "sheet", "alert", "confirmationDialog", "popover",
        "fullScreenCover", "toolbar", "environment", "tabItem", "badge", "navigationDestination",
        "navigationBarBackButtonHidden", "toolbarBackground", "toolbarColorScheme", "toolbarRole", "scrollContentBackground",
        "listSectionSeparator", "listRowSeparatorTint", "listItemTint", "headerProminence", "navigationSplitViewColumnWidth",
        "navigationBarItems", "swipeActions", "onDelete", "onMove", "deleteDisabled", "moveDisabled", "selectionDisabled",
        "environmentObject", "preferredColorScheme", "fontWeight", "bold", "italic", "underline", "strikethrough",
        "multilineTextAlignment", "textCase", "symbolRenderingMode",
        "redacted", "privacySensitive", "keyboardShortcut", "focused", "submitLabel", "onSubmit",
        "textInputAutocapitalization", "autocorrectionDisabled", "keyboardType", "textContentType", "refreshable",
        "searchable", "listRowBackground", "listRowSeparator", "previewDisplayName",
        "previewLayout", "previewDevice", "interpolation", "antialiased", "renderingMode", "symbolVariant",
        "sensoryFeedback", "contentTransition", "matchedGeometryEffect", "onHover", "onDrag", "onDrop",
        // Values passed up or down the tree, read by other code but never a size (Apple's
        // documentation of each: they set, transform or observe a preference, an environment
        // value, a transaction, a coordinate space or an equality check).
        "preference", "transformPreference", "anchorPreference", "onPreferenceChange", "transformEnvironment",
        // A view drawn over or behind the content from a preference's value: sized to the
        // content's frame, it never changes the content's size (as `overlay` and `background`).
        "overlayPreferenceValue", "backgroundPreferenceValue",
        "transaction", "coordinateSpace", "equatable", "onGeometryChange",
        // Accessibility: the accessibility tree, not layout (Apple's "Accessibility modifiers").
        "accessibility", "accessibilityAdjustableAction", "accessibilityRepresentation", "accessibilitySortPriority",
        "accessibilityInputLabels", "accessibilityShowsLargeContentViewer", "accessibilityFocused",
        // Interaction, drawing and animation, applied to the view where it was placed: a hover or
        // symbol effect, a geometry group, a zoom transition's source, a drop target, the system
        // gestures and overlays deferred, text selection, dismissal, a menu's order, scroll
        // targets and positions (they move the content, not its size), the navigation bar's
        // title (drawn in the bar, not in the view), and the Liquid Glass material drawn behind
        // the view in its own shape.
        "hoverEffect", "symbolEffect", "geometryGroup", "matchedTransitionSource", "dropDestination",
        // The pointer's shape and visibility over the view (macOS 15, visionOS 2: Apple's
        // `pointerStyle(_:)`, `pointerVisibility(_:)`): drawn by the system, never a size.
        "pointerStyle", "pointerVisibility",
        "defersSystemGestures", "persistentSystemOverlays", "textSelection", "interactiveDismissDisabled",
        "menuOrder", "scrollTargetBehavior", "scrollTargetLayout", "scrollPosition", "navigationBarTitle",
        "glassEffect", "colorScheme",
        // Where a truncated line puts its ellipsis: the line's measured size is the same (Apple:
        // `truncationMode(_:)` "sets the truncation mode for lines of text that are too long to
        // fit"; our text model measures the truncated line with one ellipsis either way).
        "truncationMode",
        // Presented elsewhere: a sheet's, a popover's, a dialog's or a picker's configuration, and
        // what they show, lives in its own window or layer (Apple's "Presentation modifiers").
        "presentationDetents", "presentationCompactAdaptation", "presentationDragIndicator",
        "presentationCornerRadius", "presentationContentInteraction", "presentationBackgroundInteraction",
        "presentationBackground", "actionSheet", "photosPicker", "fileImporter", "fileExporter", "fileMover",
        "fileDialogDefaultDirectory", "fileDialogMessage", "fileDialogConfirmationLabel", "dialogSuppressionToggle",
        "fileDialogCustomizationID", "fileDialogBrowserOptions", "fileDialogImportsUnresolvedAliases", "fileDialogURLEnabled",
        "dialogIcon", "dialogSeverity", "popoverTip", "tipBackground", "tipBackgroundInteraction",
        "searchSuggestions", "searchCompletion", "searchPresentationToolbarBehavior", "searchDictationBehavior",
        "manageSubscriptionsSheet", "storeProductTask", "quickLookPreview",
        // Events, commands and focus: they observe or route input (Apple's "Input and event
        // modifiers"); `focusable` draws its ring outside the frame.
        "onOpenURL", "onScrollPhaseChange", "onScrollGeometryChange", "onScrollVisibilityChange",
        "onScrollTargetVisibilityChange", "onContinuousHover", "onKeyPress", "onDeleteCommand", "onMoveCommand",
        "onExitCommand", "onPlayPauseCommand", "onCopyCommand", "onCutCommand", "onPasteCommand", "onCommand",
        "onModifierKeysChanged", "onPencilDoubleTap", "onPencilSqueeze",
        "onContinueUserActivity", "userActivity", "handlesExternalEvents", "widgetURL", "onInsert", "itemProvider",
        "draggable", "focusedValue", "focusedSceneValue", "focusedObject", "focusedSceneObject", "focusable",
        "focusSection", "focusScope", "defaultFocus", "searchFocused", "focusEffectDisabled", "prefersDefaultFocus",
        "scrollDismissesKeyboard", "digitalCrownRotation", "digitalCrownAccessory",
        "typeSelectEquivalent", "renameAction", "findDisabled", "replaceDisabled", "interactionActivityTrackingTag",
        "submitScope", "allowsWindowActivationEvents", "windowDismissBehavior", "windowMinimizeBehavior",
        "windowResizeBehavior", "windowFullScreenBehavior", "windowToolbarFullScreenVisibility",
        "menuActionDismissBehavior", "tabBarMinimizeBehavior", "tabViewSearchActivation", "writingToolsBehavior",
        // How a scroll view scrolls, not what it lays out (Apple's "Scroll modifiers").
        "scrollClipDisabled", "scrollDisabled", "scrollIndicators", "scrollBounceBehavior", "scrollIndicatorsFlash",
        "scrollInputBehavior", "scrollEdgeEffectStyle", "scrollEdgeEffectHidden",
        // Data and environment plumbing: a model container or context, a default store, the shape
        // `ContainerRelativeShape` takes, text entry's corrections.
        "modelContainer", "modelContext", "defaultAppStorage", "containerShape", "disableAutocorrection",
        "autocapitalization",
        // Drawn after layout in the frame the view was given: visual and geometry effects, shader
        // effects, a symbol's effects removed, widget accenting, a background style, Liquid Glass's
        // identity and transitions, a drawing's dynamic range (Apple's "Graphics and rendering
        // modifiers").
        "visualEffect", "scrollTransition", "transformEffect", "projectionEffect", "colorEffect",
        "distortionEffect", "layerEffect", "luminanceToAlpha", "symbolEffectsRemoved", "widgetAccentable",
        "backgroundStyle", "glassEffectTransition", "glassEffectID", "glassEffectUnion", "allowedDynamicRange",
        "unredacted", "alternatingRowBackgrounds", "defaultHoverEffect", "hoverEffectDisabled",
        // A shape drawn within the same frame: trimmed, inset, scaled or rotated in place (Apple:
        // `InsettableShape.inset(by:)`, `Shape.trim(from:to:)`, `Shape.scale(_:anchor:)`,
        // `Shape.rotation(_:anchor:)` return shapes that fill the proposal as the original does).
        "trim", "inset", "scale", "rotation",
        // The navigation chrome drawn around the content, not in it: a macOS window's subtitle,
        // a zoom transition.
        "navigationSubtitle", "navigationTransition",
        // Accessibility (as above).
        "accessibilityActions", "accessibilityRotor", "accessibilityCustomContent", "accessibilityChartDescriptor",
        "accessibilityLabeledPair", "accessibilityTextContentType", "accessibilityHeading", "accessibilityLinkedGroup",
        "accessibilityDirectTouch", "accessibilityZoomAction", "accessibilityIgnoresInvertColors",
        "accessibilityRespondsToUserInteraction", "accessibilityActivationPoint", "accessibilityScrollAction",
        "accessibilityChildren", "accessibilityDragPoint", "accessibilityDropPoint",
    ]
}
