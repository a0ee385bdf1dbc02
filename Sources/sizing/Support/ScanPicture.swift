import LayoutCore
import SizingScan

/// The pictures of `sizing scan --format html`: `sizing render FILE --view NAME --width W
/// --height H` as SVG, for the library's ``HTMLScanPicture``; the picture is the container only,
/// so that it keeps the container's proportions (what overflows it is cut and its edge marked).
enum ScanPicture {
    static func svg(_ f: ScanFinding, width: Double, height: Double) -> Result<String, ScanError> {
        do {
            let input = try InputOptions.parse(["--file", f.file.path, "--view", f.name])
            let container = try ContainerOptions.parse(["--width", Format.number(width), "--height", Format.number(height)])
            let text = InputLoader.Text(source: f.file.text, fileName: f.file.path)
            return .success(try LaidOutInput(text, input: input, container).svg(clipsToContainer: true))
        } catch {
            let reason = (error as? SourceFailure)?.error.primary?.description ?? (error as? CLIError)?.message ?? (error as? ScanError)?.message ?? "\(error)"
            return .failure(ScanError(message: reason))
        }
    }
}
