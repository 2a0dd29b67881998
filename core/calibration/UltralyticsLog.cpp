// Ultralytics results.csv (BaseTrainer.save_metrics(): "epoch,time,train/box_loss,..."; time is
// the seconds since training started, written since 8.3; older files pad the headers and have no
// time) with the args.yaml the trainer saves beside it (batch: all GPUs together, imgsz, device).
#include "core/calibration/RunLogDetail.h"

#include <sstream>
#include <yaml-cpp/yaml.h>

namespace tp::runlog {

namespace {

// The settings args.yaml gives: batch (all GPUs), imgsz, and the GPUs of `device` ("0,1" is two).
void readArgs(const RunLogContext &context, const std::string &file, RunLog &log, Problems &problems)
{
    const std::string name = context.argsYamlFile.empty() ? std::string("args.yaml") : context.argsYamlFile;
    YAML::Node args;
    try {
        args = YAML::Load(context.argsYaml);
    } catch (const YAML::Exception &e) {
        problems.push_back({Problem::Severity::Error, "log-bad-args", name,
                            "line " + std::to_string(e.mark.line + 1), "not YAML: " + e.msg});
        return;
    }
    if (!args.IsMap()) {
        problems.push_back({Problem::Severity::Error, "log-bad-args", name, "",
                            "expected the Ultralytics args.yaml beside " + file + " (batch, imgsz, device)"});
        return;
    }
    const auto number = [&](const char *key) -> std::optional<double> {
        const YAML::Node n = args[key];
        if (!n || !n.IsScalar())
            return std::nullopt;
        const std::string text = n.Scalar();
        std::size_t end = 0;
        const std::optional<double> v = numberAt(text, 0, &end);
        return v && end == text.size() ? v : std::nullopt;
    };
    double gpus = 1;
    if (const YAML::Node device = args["device"]; device && device.IsScalar() && !device.Scalar().empty()) {
        const std::string d = device.Scalar();
        if (d == "cpu" || d == "mps") {
            gpus = 0;
            log.notes.push_back(name + ": device " + d + ": trained without a GPU");
        } else {
            gpus = 1;
            for (char c : d)
                gpus += c == ',' ? 1 : 0;
        }
    }
    if (gpus > 0)
        setFigure(log.gpus, gpus, name + ": device");
    if (const auto batch = number("batch"); batch && *batch >= 1) {
        setFigure(log.globalBatch, *batch, name + ": batch");
        if (gpus > 0)
            setFigure(log.microBatch, *batch / gpus, name + ": batch / GPUs of device");
    } else if (batch) {
        log.notes.push_back(name + ": batch " + args["batch"].Scalar() +
                            " lets AutoBatch choose the batch size, which args.yaml does not record");
    }
    if (const auto imgsz = number("imgsz"))
        setFigure(log.imageSize, *imgsz, name + ": imgsz");
}

} // namespace

bool readUltralytics(const std::vector<Line> &lines, const std::string &file, const RunLogContext &context,
                     RunLog &log, Problems &problems)
{
    if (lines.empty())
        return false;
    const std::vector<std::string> header = csvCells(lines.front().text);
    if (header.empty() || header.front() != "epoch" || !contains(lines.front().text, "train/"))
        return false;
    log.format = RunLogFormat::Ultralytics;
    std::size_t timeColumn = header.size();
    for (std::size_t i = 0; i < header.size(); ++i)
        if (header[i] == "time")
            timeColumn = i;
    if (timeColumn == header.size()) {
        problems.push_back(
            {Problem::Severity::Error, "log-missing-figure", file, "line 1",
             "no time column: Ultralytics 8.3 and later write the seconds since training "
             "started there (epoch,time,train/box_loss,...); this results.csv gives no speed"});
        return true;
    }
    struct Row
    {
        double epoch, time;
        const Line *line;
    };
    std::vector<Row> rows;
    for (std::size_t r = 1; r < lines.size(); ++r) {
        const std::vector<std::string> row = csvCells(lines[r].text);
        if (row.size() <= timeColumn)
            continue;
        const std::optional<double> epoch = numberAt(row[0], 0), time = numberAt(row[timeColumn], 0);
        if (epoch && time)
            rows.push_back({*epoch, *time, &lines[r]});
    }
    if (rows.empty()) {
        problems.push_back({Problem::Severity::Error, "log-missing-figure", file, "line 2",
                            "no epoch row: expected one line per finished epoch below the header"});
        return true;
    }
    if (!context.argsYaml.empty())
        readArgs(context, file, log, problems);
    else
        log.notes.push_back("no args.yaml beside " + file + ": batch size, image size and GPUs unknown");

    const Row &last = rows.back();
    const Row &first = rows.front();
    const bool steady = rows.size() >= 2 && last.epoch > first.epoch;
    const double epochs = steady ? last.epoch - first.epoch : last.epoch;
    const double secondsPerEpoch = ((steady ? last.time - first.time : last.time) / epochs);
    std::ostringstream window;
    if (steady)
        window << "epochs " << first.epoch + 1 << " to " << last.epoch << "; epoch " << first.epoch
               << " (start-up) left out as warm-up; each epoch's validation included";
    else
        window << "epoch " << last.epoch << " (the only one: start-up and validation included)";
    log.window = window.str();
    const std::string from = steady ? "lines " + std::to_string(first.line->number) + "-" +
                                          std::to_string(last.line->number) + ": time per epoch"
                                    : lineRef(*last.line, "time");
    if (!context.trainSamples) {
        std::ostringstream s;
        s << "results.csv gives " << secondsPerEpoch
          << " s per epoch; samples/s needs the number of training images per epoch (the job's data.samples)";
        problems.push_back({Problem::Severity::Error, "log-needs-samples", file, from, s.str()});
        return true;
    }
    setFigure(log.samplesPerSecond, secondsPerEpoch > 0 ? context.trainSamples->value / secondsPerEpoch : -1,
              context.trainSamples->from + " / " + from);
    return true;
}

} // namespace tp::runlog
