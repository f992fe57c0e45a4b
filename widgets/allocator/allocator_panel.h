// The "Allocator" tab: the shown stage's step replayed through PyTorch's caching
// allocator (memory over the step, the segment map at the reserved peak), with the
// fragmentation advice as toggles — expandable segments, fixed or bucketed shapes instead
// of variable-length batches, no empty_cache() in the loop — to see it work or not; and,
// once a snapshot or memory_stats() file is opened, what the GPU measured beside it.
// Everything is computed by the results hub off the GUI thread, and only while the tab
// is visible.
#pragma once

#include <optional>
#include <string>

#include <QWidget>

#include "widgets/common/quantity_text.h"
#include "widgets/session/hub/results_hub.h"

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QVBoxLayout;

namespace memledger::widgets {

class MemoryCurveChart;
class MemoryMapChart;
class VisibleRequest;

class AllocatorPanel : public QWidget {
    Q_OBJECT
public:
    explicit AllocatorPanel(ResultsHub* hub, QWidget* parent = nullptr);

    void setUnit(ByteUnit unit);
    // Reads the file off the GUI thread, then shows it against the prediction.
    void openMeasured(const QString& path);
    // What the tab asks the hub for now.
    AllocatorParams params() const;

    QCheckBox* expandableToggle() const { return m_expandable; }
    QComboBox* shapesChoice() const { return m_shapes; }
    QCheckBox* emptyCacheToggle() const { return m_emptyCache; }
    MemoryCurveChart* predictedCurve() const { return m_predictedCurve; }
    MemoryMapChart* predictedMap() const { return m_predictedMap; }
    MemoryCurveChart* measuredCurve() const { return m_measuredCurve; }
    MemoryMapChart* measuredMap() const { return m_measuredMap; }
    QString summaryText() const;
    QString comparisonText() const;   // the figures and what they mean
    AllocatorStudyPtr study() const { return m_study; }
    MeasurementPtr measurement() const { return m_file; }

private:
    void buildControls(QVBoxLayout* layout);
    void ask();
    void knobsChanged();
    void showSnapshot(const SnapshotPtr& current, const SnapshotPtr& shown);
    void showStudy(const AllocatorAnswer& answer);
    void showLoaded(const MeasuredFileAnswer& answer);
    void showComparison(const MeasuredAnswer& answer);
    void showMeasuredCharts(bool shown);
    void redraw();

    ResultsHub* m_hub;
    VisibleRequest* m_request = nullptr;
    QCheckBox* m_expandable = nullptr;
    QComboBox* m_shapes = nullptr;
    QCheckBox* m_emptyCache = nullptr;
    QLabel* m_summary = nullptr;
    QGridLayout* m_grid = nullptr;
    QLabel* m_comparison = nullptr;
    QLabel* m_notes = nullptr;
    MemoryCurveChart* m_predictedCurve = nullptr;
    MemoryMapChart* m_predictedMap = nullptr;
    MemoryCurveChart* m_measuredCurve = nullptr;
    MemoryMapChart* m_measuredMap = nullptr;
    ByteUnit m_unit = ByteUnit::GiB;
    // The scenario's own expandable_segments, and the toggle's when the user set it; a
    // new memory.alloc_conf drops the override, so the toggle follows the scenario again.
    std::string m_allocConf;
    std::optional<bool> m_expandableOverride;
    bool m_stale = false;
    AllocatorStudyPtr m_study;
    MeasurementPtr m_file;
    MeasuredComparisonPtr m_compared;
};

}  // namespace memledger::widgets
