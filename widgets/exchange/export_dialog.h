// The scenario written as another tool's configuration: pick the format, read the text and
// what the format cannot carry, then copy it or save it. Nothing is lost silently: the
// settings a format has no key for are listed beside the text.
#pragma once

#include <QDialog>

#include "model/core/scenario.h"
#include "model/exports/config_export.h"
#include "model/io/presets.h"

class QComboBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;

namespace memledger::widgets {

class ExportDialog : public QDialog {
    Q_OBJECT
public:
    // `presets` name the model to the formats that take it by name; they outlive the dialog.
    ExportDialog(const model::Scenario& scenario, const model::PresetLibrary& presets, QWidget* parent = nullptr);

    void selectFormat(model::ExportFormat format);
    QString text() const;
    QStringList lostLines() const;

private:
    void refresh();
    void saveAs();
    model::ExportFormat format() const;

    model::Scenario m_scenario;
    const model::PresetLibrary& m_presets;
    QComboBox* m_format = nullptr;
    QPlainTextEdit* m_text = nullptr;
    QLabel* m_lostTitle = nullptr;
    QListWidget* m_lost = nullptr;
};

// What the format is called in the window ("DeepSpeed config (JSON)").
QString exportFormatTitle(model::ExportFormat format);

}  // namespace memledger::widgets
