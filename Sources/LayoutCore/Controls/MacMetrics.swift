/// The fixed lengths of macOS's controls at the regular control size, which the macOS layouts of
/// the controls are built with.
///
/// Apple's documentation and Human Interface Guidelines name the control sizes (mini, small,
/// regular, large: https://developer.apple.com/documentation/swiftui/controlsize) but publish no
/// lengths for them. The published numbers we use are AppKit's cells as WebKit draws them for
/// HTML form controls on macOS (Apple's own code, `Source/WebCore/platform/graphics/mac/controls/`
/// and `Source/WebCore/rendering/mac/RenderThemeMac.mm` in https://github.com/WebKit/WebKit),
/// each at `NSControl.ControlSize.regular`: they are AppKit's numbers, not an observation of
/// SwiftUI, which hosts the same AppKit controls. The others are our model, marked so.
/// Text keeps the iOS body size on every platform (§3.3); macOS's 13 pt body is not modelled.
enum MacMetrics {
    /// A checkbox's box: 14 × 14 (WebKit `ToggleButtonMac.mm`, `checkboxSizes[regular]`).
    static let checkbox = Size(width: 14, height: 14)
    /// A radio button's circle: 16 × 16 (WebKit `ToggleButtonMac.mm`, `radioSizes[regular]`).
    static let radioButton = Size(width: 16, height: 16)
    /// A switch (`NSSwitch`): 38 × 22 (WebKit `SwitchMacUtilities.mm`, `cellSize(regular)`).
    static let switchSize = Size(width: 38, height: 22)
    /// A stepper's up and down arrows: 19 × 27 (WebKit `InnerSpinButtonMac.mm`, `sizes[regular]`).
    static let stepper = Size(width: 19, height: 27)
    /// A push button's and a pop-up button's height: 21 (WebKit `ButtonMac.mm` and
    /// `MenuListMac.mm`, `cellSize(regular)`; both only fix the height).
    static let buttonHeight = 21.0
    /// A text field's height: 22, the regular control height (WebKit `RenderThemeMac.mm`,
    /// `searchFieldSizes()[regular]`); a segmented control and a date field take it too (our
    /// model: WebKit draws neither).
    static let fieldHeight = 22.0
    /// A slider's knob: 17 (WebKit `RenderThemeMac.mm`, `sliderThumbThickness`).
    static let sliderKnob = 17.0
    /// A slider's track: 5 (WebKit `SliderTrackMac.mm`, `sliderTrackWidth`).
    static let sliderTrack = 5.0

    // MARK: Control sizes

    /// `controlSize(_:)`: WebKit's tables list AppKit's cells per `NSControl.ControlSize`
    /// (regular, small, mini, large); `.extraLarge` (macOS 26) is not in them and takes
    /// `.large`'s (our model).

    /// A checkbox's box: 14 regular, 12 small, 10 mini, 16 large (WebKit `ToggleButtonMac.mm`,
    /// `checkboxSizes`).
    static func checkbox(_ size: ControlSize) -> Size {
        square(size, regular: checkbox.width, small: 12, mini: 10, large: 16)
    }
    /// A radio button's circle: 16 regular, 12 small, 10 mini, 16 large (WebKit
    /// `ToggleButtonMac.mm`, `radioSizes`; its large entry is 0 × 0, the `largeRadioSizes` entry
    /// 16 × 16 is taken).
    static func radioButton(_ size: ControlSize) -> Size {
        square(size, regular: radioButton.width, small: 12, mini: 10, large: 16)
    }
    /// A switch: 38 × 22 regular, 32 × 18 small, 26 × 15 mini, 38 × 22 large (WebKit
    /// `SwitchMacUtilities.mm`, `cellSize`).
    static func switchSize(_ size: ControlSize) -> Size {
        switch size {
        case .mini: Size(width: 26, height: 15)
        case .small: Size(width: 32, height: 18)
        case .regular, .large, .extraLarge: switchSize
        }
    }
    /// A push button's and a pop-up button's height: 21 regular, 18 small, 15 mini, 28 large
    /// (WebKit `ButtonMac.mm`, `cellSizes`).
    static func buttonHeight(_ size: ControlSize) -> Double {
        switch size {
        case .mini: 15
        case .small: 18
        case .regular: buttonHeight
        case .large, .extraLarge: 28
        }
    }

    static func square(_ size: ControlSize, regular: Double, small: Double, mini: Double, large: Double) -> Size {
        let side: Double
        switch size {
        case .mini: side = mini
        case .small: side = small
        case .regular: side = regular
        case .large, .extraLarge: side = large
        }
        return Size(width: side, height: side)
    }

    /// Between a push button's or a pop-up button's edge and its title: 8 (our model; AppKit
    /// sizes its bezels to the title and publishes no margin).
    static let bezelInset = 8.0
    /// Between a text field's edge and its text: 4 (our model).
    static let fieldInset = 4.0
    /// The colour well of `ColorPicker`: 44 × 23 (our model: the frame Interface Builder gives an
    /// `NSColorWell`; not published).
    static let colorWell = Size(width: 44, height: 23)
    /// The corner radius the bezels are drawn with (drawing only; our model).
    static let bezelCornerRadius = 5.0
}
