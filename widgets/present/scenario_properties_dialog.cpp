#include "widgets/present/scenario_properties_dialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>

#include "widgets/session/scenario_session.h"

namespace memledger::widgets {

ScenarioPropertiesDialog::ScenarioPropertiesDialog(ScenarioSession* session, QWidget* parent)
    : QDialog(parent), m_session(session), m_title(new QLineEdit), m_description(new QPlainTextEdit)
{
    setWindowTitle(tr("Scenario Properties"));
    const model::Scenario& scenario = session->committedScenario();
    m_title->setText(QString::fromStdString(scenario.title));
    m_title->setPlaceholderText(tr("e.g. Llama-3.1-70B on 64 × H100 (Megatron)"));
    m_title->setToolTip(tr("The scenario's name: shown in the presentation and saved in its file"));
    m_description->setPlainText(QString::fromStdString(scenario.description));
    m_description->setToolTip(tr("What the scenario shows and why, saved in its file"));
    auto* note = new QLabel(tr("The description is cleared when the scenario is edited, as it may quote figures "
                               "the edit changes; Undo brings it back."));
    note->setWordWrap(true);
    note->setForegroundRole(QPalette::PlaceholderText);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        apply();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* form = new QFormLayout(this);
    form->addRow(tr("&Title:"), m_title);
    form->addRow(tr("&Description:"), m_description);
    form->addRow(note);
    form->addRow(buttons);
    resize(520, 320);
}

void ScenarioPropertiesDialog::apply()
{
    model::Scenario after = m_session->committedScenario();
    after.title = m_title->text().trimmed().toStdString();
    after.description = m_description->toPlainText().trimmed().toStdString();
    if (!sameScenario(after, m_session->committedScenario()))
        m_session->replaceScenario(after, tr("Edit title and description"));
}

}  // namespace memledger::widgets
