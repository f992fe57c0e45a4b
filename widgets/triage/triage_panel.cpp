#include "widgets/triage/triage_panel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QTabWidget>
#include <QVBoxLayout>

#include "widgets/common/control_help.h"
#include "widgets/triage/triage_auto_view.h"
#include "widgets/triage/triage_controller.h"
#include "widgets/triage/triage_guided_view.h"
#include "widgets/triage/triage_text.h"

namespace memledger::widgets {

namespace {

QScrollArea* scrolling(QWidget* content)
{
    auto* scroll = new QScrollArea;
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    return scroll;
}

}  // namespace

TriagePanel::TriagePanel(ScenarioSession* session, ResultsHub* hub, QWidget* parent)
    : QWidget(parent),
      m_controller(new TriageController(session, hub, this)),
      m_auto(new TriageAutoView(m_controller)),
      m_guided(new TriageGuidedView(model::builtinTriageTree())),
      m_language(new QComboBox),
      m_modes(new QTabWidget)
{
    setObjectName(QStringLiteral("TriagePanel"));
    // The tree's own text exists in these two languages (resources/triage_tree.json).
    m_language->addItem(QStringLiteral("English"), static_cast<int>(model::Language::En));
    m_language->addItem(QStringLiteral("中文"), static_cast<int>(model::Language::Zh));
    m_language->setCurrentIndex(defaultTriageLanguage() == model::Language::Zh ? 1 : 0);
    connect(m_language, &QComboBox::currentIndexChanged, this, &TriagePanel::applyLanguage);
    describeControl(m_language, tr("Advice language"),
                    tr("The language of the triage advice and its sources, independent of the window's."));
    auto* header = new QHBoxLayout;
    header->addWidget(new QLabel(tr("Advice language:")));
    header->addWidget(m_language);
    header->addStretch(1);
    m_modes->addTab(m_auto, tr("Auto: walk this scenario"));   // scrolls itself, its buttons stay in view
    m_modes->addTab(scrolling(m_guided), tr("Guided: my real job"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);   // the dock frames it: as narrow as the inspector beside it
    layout->addLayout(header);
    layout->addWidget(m_modes, 1);
    applyLanguage();
}

void TriagePanel::setUnit(ByteUnit unit) { m_auto->setUnit(unit); }

void TriagePanel::showGuided() { m_modes->setCurrentIndex(1); }

void TriagePanel::applyLanguage()
{
    const auto language = static_cast<model::Language>(m_language->currentData().toInt());
    m_auto->setLanguage(language);
    m_guided->setLanguage(language);
}

}  // namespace memledger::widgets
