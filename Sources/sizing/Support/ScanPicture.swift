import LayoutCore
import SizingScan

/// The pictures of `sizing scan --format html`: `sizing render FILE --view NAME --width W
/// --height H` as SVG, for the library's ``HTMLScanPicture``; the picture is the container only,
/// so that it keeps the container's proportions (what overflows it is cut and its edge marked).
///
/// A picture of a break under `--stress` is `sizing render FILE --view NAME --device D
/// --orientation O --dynamic-type S --language L` (a preview by its name), the whole screen, the
/// view that breaks outlined in red. A language of the project's translations is drawn in the
/// source's strings (the caption names the configuration).
enum ScanPicture {
    static func svg(_ f: ScanFinding, _ frame: HTMLPictureFrame) -> Result<String, ScanError> {
        do {
            let input = try InputOptions.parse(["--file", f.file.path, "--view", viewName(f)])
            let text = InputLoader.Text(source: f.file.text, fileName: f.file.path)
            switch frame {
            case .container(let width, let height):
                let container = try ContainerOptions.parse(["--width", Format.number(width), "--height", Format.number(height)])
                return .success(try LaidOutInput(text, input: input, container).svg(clipsToContainer: true))
            case .stressed(let setting, let outlined):
                let language = setting.language == "pseudo" ? ["--language", "pseudo"] : []
                let container = try ContainerOptions.parse(
                    ["--device", setting.device, "--orientation", setting.orientation.rawValue, "--dynamic-type", setting.textSize.rawValue] + language)
                return .success(try LaidOutInput(text, input: input, container).svg(clipsToContainer: true, outlined: outlined))
            }
        } catch {
            let reason = (error as? SourceFailure)?.error.primary?.description ?? (error as? CLIError)?.message ?? (error as? ScanError)?.message ?? "\(error)"
            return .failure(ScanError(message: reason))
        }
    }

    /// What `--view` names: the view, or a preview by its own name (`#Preview("Dark")` → `Dark`,
    /// `#Preview` → `Preview`).
    static func viewName(_ f: ScanFinding) -> String {
        guard f.isPreview else { return f.name }
        guard f.name.hasPrefix("#Preview(\""), f.name.hasSuffix("\")") else { return f.name == "#Preview" ? "Preview" : f.name }
        return String(f.name.dropFirst("#Preview(\"".count).dropLast(2))
    }
}
