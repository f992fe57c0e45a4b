#include "widgets/exchange/export_dialog.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QVBoxLayout>

#include "model/service/exports.h"
#include "widgets/common/vocabulary.h"

namespace memledger::widgets {

namespace {

// A name the launcher's users would give the file, to start the save dialog with.
QString suggestedFileName(model::ExportFormat format)
{
    switch (format) {
    case model::ExportFormat::DeepSpeed: return QStringLiteral("ds_config.json");
    case model::ExportFormat::Megatron: return QStringLiteral("megatron_args.sh");
    case model::ExportFormat::Torchtitan: return QStringLiteral("torchtitan.toml");
    case model::ExportFormat::Torchtune: return QStringLiteral("torchtune_overrides.txt");
    case model::ExportFormat::Verl: return QStringLiteral("run_verl.sh");
    case model::ExportFormat::Trl: return QStringLiteral("trl_config.yaml");
    }
    return {};
}

}  // namespace

QString exportFormatTitle(model::ExportFormat format)
{
    switch (format) {
    case model::ExportFormat::DeepSpeed: return ExportDialog::tr("DeepSpeed config (JSON)");
    case model::ExportFormat::Megatron: return ExportDialog::tr("Megatron-LM arguments");
    case model::ExportFormat::Torchtitan: return ExportDialog::tr("torchtitan job config (TOML)");
    case model::ExportFormat::Torchtune: return ExportDialog::tr("torchtune command-line overrides");
    case model::ExportFormat::Verl: return ExportDialog::tr("verl launch script (main_ppo overrides)");
    case model::ExportFormat::Trl: return ExportDialog::tr("TRL config (GRPO, DPO or SFT YAML)");
    }
    return {};
}

ExportDialog::ExportDialog(const model::Scenario& scenario, const model::PresetLibrary& presets, QWidget* parent)
    : QDialog(parent)
    , m_scenario(scenario)
    , m_presets(presets)
{
    setWindowTitle(tr("Export the scenario for a launcher"));
    m_format = new QComboBox(this);
    for (const auto format : model::exportFormats())
        m_format->addItem(exportFormatTitle(format), static_cast<int>(format));
    m_format->setAccessibleName(tr("Format"));
    m_text = new QPlainTextEdit(this);
    m_text->setReadOnly(true);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setAccessibleName(tr("Exported configuration"));
    m_lostTitle = new QLabel(this);
    m_lostTitle->setWordWrap(true);
    m_lost = new QListWidget(this);
    m_lost->setWordWrap(true);
    m_lost->setAlternatingRowColors(true);
    m_lost->setAccessibleName(tr("Settings the format cannot carry"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* copy = buttons->addButton(tr("&Copy"), QDialogButtonBox::ActionRole);
    QPushButton* save = buttons->addButton(tr("&Save…"), QDialogButtonBox::ActionRole);
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(text()); });
    connect(save, &QPushButton::clicked, this, &ExportDialog::saveAs);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::refresh);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_format);
    layout->addWidget(m_text, 3);
    layout->addWidget(m_lostTitle);
    layout->addWidget(m_lost, 2);
    layout->addWidget(buttons);
    resize(900, 700);
    refresh();
}

model::ExportFormat ExportDialog::format() const
{
    return static_cast<model::ExportFormat>(m_format->currentData().toInt());
}

void ExportDialog::selectFormat(model::ExportFormat format)
{
    m_format->setCurrentIndex(m_format->findData(static_cast<int>(format)));
}

QString ExportDialog::text() const { return m_text->toPlainText(); }

QStringList ExportDialog::lostLines() const
{
    QStringList lines;
    for (int i = 0; i < m_lost->count(); ++i)
        lines << m_lost->item(i)->text();
    return lines;
}

void ExportDialog::refresh()
{
    const model::ConfigExport exported = model::exportOf(m_scenario, format(), m_presets);
    m_text->setPlainText(QString::fromStdString(exported.text));
    m_lost->clear();
    for (const auto& line : model::lostLines(exported, engineWord))
        m_lost->addItem(QString::fromStdString(line));
    m_lostTitle->setText(exported.lost.empty()
                             ? tr("Every setting of the scenario is in the file.")
                             : tr("%n setting(s) the format cannot carry (also written as comments where the format "
                                  "has them):",
                                  nullptr, static_cast<int>(exported.lost.size())));
    m_lost->setVisible(!exported.lost.empty());
}

void ExportDialog::saveAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the exported configuration"),
                                                      suggestedFileName(format()));
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text().toUtf8()) < 0 || !file.commit())
        QMessageBox::warning(this, tr("Not saved"),
                             tr("Could not write %1: %2. Choose another folder.").arg(path, file.errorString()));
}

}  // namespace memledger::widgets
