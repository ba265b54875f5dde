"""Genres: chemotherapy day-unit handover, incident report."""
import phi
import vocab as V
from core import Note
from layout import table
from pools_places import PROFESSIONS, LANGUAGES


def _ds(us, short=False):
    if short:
        return "md" if us else "dm"
    return "mdY" if us else "dmY"


# ------------------------------------------------------------------ chemo handover
def chemo_handover(r, ctx):
    us = ctx.us
    n = Note("chemotherapy day-unit handover", ctx.country)
    site = ctx.hosp("chemo")
    fr = ctx.staff("onc_rn", 0)
    to = ctx.staff("onc_rn", 1)
    style = r.choice(("sbar", "terse", "table", "sbar"))
    n.line(site, " - ", r.choice(("Nursing Handover", "Shift Handover", "Handoff Report" if us else "Day Unit Handover")))
    n.line(ctx.d(ctx.today, r.choice(("wd_long", _ds(us), "abbr"))), "  ",
           r.choice(("AM -> PM", "early -> late", "07:00-15:00 -> 15:00-19:30")))
    n.add("From: ", fr.items(r, r.choice(("full_cred", "fi_l_cred", "first"))), "   To: ",
          to.items(r, r.choice(("full_cred", "first", "title_last"))))
    n.add("   Coordinator ", "pager " if us else "bleep ", (phi.pager(r, us), "PHONE"), "\n")
    triage = ctx.tel()
    n.line("Acute oncology / triage line: ", triage, " (24 h)")
    n.t("\n")
    pts = []
    seats = r.sample(range(1, 17), 8)
    pre = r.choice(("", "", "A", "B", "C"))
    for k in range(r.randint(4, 8)):
        p = ctx.patient(19, 89)
        p.seat = pre + str(seats[k])
        p.dx, regs = r.choice(V.CHEMO_PAIRS)
        p.reg = r.choice(regs)
        pts.append(p)
    seatword = r.choice(("Bay ", "Chair ", "Pod ", "Chair "))
    if style == "table":
        rows = []
        for p in pts:
            rows.append([[(p.seat, "LOCATION_OTHER")],
                         ctx.pname(p, r.choice(("LF", "lf", "full"))), [(str(p.age), "AGE"), p.sex],
                         (p.mrn, "MRN"), p.dx, p.reg,
                         r.choice(("port", "PICC", "PIVC", "Hickman", "port - no blood return")),
                         r.choice(("on time", "running 1h late", "awaiting pharmacy", "bloods OK",
                                   "neut 1.1 - dose reduced", "reaction - see notes", "finished, d/c",
                                   "pump home 46h", "awaiting transport"))])
        table(n, ["Chair", "Patient", "Age", "MRN" if us else "Hosp No", "Dx", "Regimen", "Line", "Status"],
              rows, r.choice(("pipe", "space", "md")))
        n.t("\n")
        extra = r.sample(pts, r.randint(2, 3))
    else:
        extra = pts
    kpool = list(range(12)) + [10, 11]
    r.shuffle(kpool)
    for p in extra:
        onc = ctx.staff("onc", r.randint(0, 2))
        bay = (seatword, (p.seat, "LOCATION_OTHER"))
        if style == "terse" or style == "table":
            n.add("- ", bay[0], bay[1], ": ", ctx.pname(p, r.choice(("full", "lf", "fi_l", "f_li"))),
                  " ", (str(p.age), "AGE"), p.sex.lower() if r.random() < 0.5 else p.sex, ", ",
                  p.dx, ", ", p.reg, ". ")
        else:
            n.add(bay[0], bay[1], " - ", ctx.pname(p, r.choice(("full", "LF", "lf"))), ", ",
                  (str(p.age), "AGE"), r.choice((" yo ", "-year-old ", " y/o ")) if us else
                  r.choice((" yrs ", "y ", " year old ")), "M" if p.sex == "M" else "F", ", ",
                  ctx.mrn_items(p), "\n")
            n.add("  S: ", p.reg, " for ", p.dx, " under ",
                  onc.items(r, r.choice(("dr_last", "dr_full"))), ".\n  B: ")
        k = kpool.pop()
        if k == 0:
            n.add("Port accessed (PowerPort, SN ", (phi.device_sn(r, "port"), "DEVICE"), "), good blood return.")
        elif k == 1:
            w, f = ctx.relative(("husband", "wife", "daughter", "son", "partner"))
            n.add("Lives with ", w, " ", ctx.fname(f, r.choice(("first", "full"))), " who is collecting at ",
                  r.choice(("15:30", "16:00", "17:15")), " - ", ctx.tel(), ".")
        elif k == 2:
            n.add("Works as a ", (r.choice(PROFESSIONS), "PROFESSION"), "; wants late-afternoon slots to keep working.")
        elif k == 3:
            n.add("Infusion reaction at 10 min (flushing, SOB) - stopped, hydrocortisone 100 mg + ",
                  "chlorphenamine 10 mg IV; rechallenged at 50% rate, tolerated.")
        elif k == 4:
            n.add("Neuts 1.1 - d/w ", onc.items(r, "dr_last"), ", proceed at 80% dose.")
        elif k == 5:
            n.add("First cycle - chemo education done with ", ctx.relative(("wife", "husband", "daughter"))[0],
                  "; alert card + triage number given.")
        elif k == 6:
            n.add("Needs interpreter (", r.choice(LANGUAGES), ") - booked for next visit.")
        elif k == 7:
            n.add("Transferred from ", ctx.hosp("hosp"), " for treatment closer to home.")
        elif k == 8:
            n.add("Ambulatory pump SN ", (phi.device_sn(r, "pump"), "DEVICE"), " connected, disconnect ",
                  ctx.d(ctx.days(2), "wd" if r.random() < 0.5 else _ds(us, True)), " by DN.")
        elif k == 9:
            n.add("Daughter ", ctx.fname(ctx.family("F"), "first"), ", a ",
                  (r.choice(("nurse", "pharmacist", "paramedic", "midwife")), "PROFESSION"),
                  ", asking for written copy of plan.")
        else:
            n.add(r.choice(("Obs stable throughout.", "Mild nausea - ondansetron 8 mg PO given.",
                            "Cannulated x2 attempts (L forearm 22G).", "Scalp cooling declined.",
                            "Hep B core Ab+ - on entecavir prophylaxis.")))
        if style not in ("terse", "table"):
            n.add("\n  A: ", r.choice(("Obs stable, NEWS 0.", "NEWS 2 (HR 104) - settled.", "Tired but well.",
                                       "Pain 3/10, PO analgesia.")),
                  "\n  R: ")
        else:
            n.add(" ")
        kk = r.randint(0, 5)
        if kk == 0:
            n.add("Next cycle ", ctx.d(ctx.days(r.choice((14, 21, 28))), r.choice((_ds(us), _ds(us, True), "abbr"))),
                  "; bloods 48 h before at ", ctx.hosp("practice"), ".")
        elif kk == 1:
            n.add("To ring if temp > 37.5 - triage ", triage, ".")
        elif kk == 3:
            n.add("Letter for employer ", ctx.org("employer"), " done.")
        elif kk == 2:
            n.add("Pharmacy still to release day 8 - chase ext ", (phi.extension(r), "PHONE"), ".")
        else:
            n.add(r.choice(("D/c when finished.", "Flush + hep lock before home.", "Review bloods D8.",
                            "Needs TTOs - at pharmacy.")))
        n.t("\n")
    n.t("\n")
    if r.random() < 0.5:
        n.line("Beds/chairs: ", str(r.randint(0, 4)), " free for add-ons after 14:00. Cold chain fridge ",
               "checked %.1f C." % (r.randint(22, 78) / 10.0))
    if r.random() < 0.45:
        n.line("Handover printed by ", (fr.username(r), "USERNAME"), " ", ctx.d(ctx.today, "iso"),
               " %02d:%02d" % (r.randint(14, 16), r.randint(0, 59)))
    return n


# ------------------------------------------------------------------ incident report
INCIDENTS = ("needle dislodgement", "fall", "hypotensive episode", "medication error",
             "machine failure", "access bleed post-tx", "verbal aggression", "extravasation",
             "wrong dialyser prescription", "air alarm / clot in venous chamber")
CHEMO_INCIDENTS = ("fall", "extravasation", "verbal aggression", "medication error")
GENERAL_FACTORS = ("staffing 1:4 -> 1:5 after sickness", "new agency staff - not yet competency-signed",
                   "poor lighting in bay", "interruptions during handover")
FACTORS = {
    "needle dislodgement": ("pt asleep with access covered", "alarm limits widened at start",
                            "needles not taped per policy"),
    "fall": ("pt not weighed standing (WC scale down)", "EDW not reviewed since discharge",
             "pt declined to stay for post obs", "late transport - rushed start"),
    "hypotensive episode": ("EDW not reviewed since discharge", "IDWG 4.2 kg", "antihypertensives taken pre-dialysis"),
    "medication error": ("similar names on same shift", "hold order not flagged in EMR",
                         "interruptions during drug round"),
    "machine failure": ("PM overdue by 2 weeks", "alarm history not reviewed"),
    "access bleed post-tx": ("heparin dose not reduced after new AVF", "pt left before haemostasis confirmed"),
    "verbal aggression": ("chair delay 90 min", "no clear comms about delays"),
    "extravasation": ("PIVC sited over joint", "pump occlusion alarm volume low"),
    "wrong dialyser prescription": ("similar names on same shift", "prescription not checked at bedside"),
    "air alarm / clot in venous chamber": ("heparin-free session", "low Qb due to access"),
}


def incident_report(r, ctx):
    us = ctx.us
    n = Note("incident report", ctx.country)
    p = ctx.patient()
    chemo = r.random() < 0.25
    rn = ctx.staff("onc_rn" if chemo else "rn")
    pct = ctx.staff("pct")
    neph = ctx.staff("neph")
    kind = r.choice(CHEMO_INCIDENTS if chemo else INCIDENTS)
    ref = (phi.idnum(r, "incident"), "IDNUM")
    day = ctx.days(-r.randint(0, 3))
    tm = "%02d:%02d" % (r.randint(6, 20), r.randint(0, 59))
    site = ctx.hosp("chemo") if chemo else (ctx.unit, "HOSPITAL")
    fmt = r.choice(("form", "narrative", "datix"))
    if fmt == "datix":
        n.line("Incident Reporting System - ", "Datix" if not us else "Occurrence", " ref ", ref)
    else:
        n.line(r.choice(("INCIDENT REPORT", "ADVERSE EVENT REPORT", "Occurrence Report")), "   #", ref)
    n.line("Date/time of incident: ", ctx.d(day, r.choice((_ds(us), "wd_long", "iso"))), " ", tm,
           "   Reported: ", ctx.d(phi.add_days(day, r.randint(0, 1)), _ds(us)))
    n.line("Location: ", site, ", ", r.choice(("chair ", "station ", "bay ")),
           (str(r.randint(1, 24)), "LOCATION_OTHER"))
    n.line("Person affected: ", ctx.pname(p, r.choice(("full", "LF", "lf"))), "  (", (str(p.age), "AGE"),
           "  ", "M" if p.sex == "M" else "F", ")  ", ctx.mrn_items(p))
    n.line("Category: ", kind, "   Harm: ", r.choice(("none", "low", "low", "moderate")))
    n.t("\n")
    n.line("Description:")
    if kind == "needle dislodgement":
        n.add("At ", tm, " venous needle (", r.choice(V.NEEDLES), ") found dislodged under blanket by ",
              pct.items(r, r.choice(("full_cred", "first"))), ". Venous pressure alarm had ", r.choice(("not triggered", "triggered late")),
              ". Est. blood loss ", str(r.choice((100, 150, 200, 300, 400))), " mL. Pump stopped, pressure applied, ",
              "lines clamped. Machine ", (phi.device_sn(r, "asset"), "DEVICE"), " quarantined for review.")
    elif kind == "fall":
        n.add("Pt stood from chair post-tx, became dizzy (post BP 86/50) and slid to floor. No head strike. ",
              "Assisted up by ", rn.items(r, "first"), " and ", pct.items(r, "first"),
              "; obs stable, GCS 15. Pt states ", r.choice(("'I got up too fast'", "legs gave way")), ".")
    elif kind == "hypotensive episode":
        n.add("SBP 72 at hour 3, pt unresponsive ~20 s. UF stopped, Trendelenburg, NS 300 mL, O2 2 L. ",
              "Recovered; tx terminated early. ", neph.items(r, "dr_last"), " informed by phone.")
    elif kind == "medication error" and chemo:
        n.add("Cycle given at 100% dose although 80% reduction documented in clinic letter ",
              ctx.d(phi.add_days(day, -r.randint(3, 9)), _ds(us, True)), ". Identified at pharmacy ",
              "reconciliation by ", ctx.staff("pharm").items(r, "full_cred"), ". Order # ",
              (phi.idnum(r, "order"), "IDNUM"), ".")
    elif kind == "medication error":
        n.add("ESA dose given (", r.choice(V.esa(us)), ") although held per ", ctx.d(phi.add_days(day, -3), _ds(us, True)),
              " order (Hgb 12.3). Identified by ", rn.items(r, "full_cred"), " at end of shift. Order # ",
              (phi.idnum(r, "order"), "IDNUM"), ".")
    elif kind == "machine failure":
        n.add("Machine SN ", (phi.device_sn(r, "machine"), "DEVICE"), " displayed conductivity error and ",
              "could not return blood automatically; hand-cranked rinseback by ", pct.items(r, "first"),
              ". Biomed WO ", (phi.idnum(r, "workorder"), "IDNUM"), ". ",
              "FDA MedWatch report considered." if us else "MHRA Yellow Card submitted.")
    elif kind == "access bleed post-tx":
        n.add("Pt phoned from home ", tm, " - bleeding from needle site. Advised firm pressure 10 min; ",
              ctx.relative(("wife", "husband", "daughter", "son"))[0], " applied pressure; stopped. ",
              "Pt lives at ", phi.addr_items(r, p.addr, us), ".")
    elif kind == "verbal aggression":
        w, f = ctx.relative(("son", "daughter", "husband", "wife", "brother"))
        n.add("Pt's ", w, " ", ctx.fname(f, "full"), " shouted at reception staff about chair wait; ",
              "security called (officer ", (ctx.staff("clerk", 7).name(r, "full"), "DOCTOR"), "). No physical contact.")
    elif kind == "extravasation":
        n.add("Extravasation of ", r.choice(("iron sucrose", "vinorelbine", "epirubicin", "contrast")),
              " via PIVC L forearm. Infusion stopped, aspirated, limb elevated, cold pack. Pump SN ",
              (phi.device_sn(r, "pump"), "DEVICE"), ". Photo taken, plastics advised.")
    elif kind == "wrong dialyser prescription":
        n.add("Pt dialysed with ", r.choice(V.DIALYZERS), " instead of prescribed ", r.choice(V.DIALYZERS),
              " (two pts with same surname ", ctx.pname(p, "last"), " on shift). ID check process reviewed.")
    else:
        n.add("Air detector alarm; clot noted in venous chamber at ", tm, ". Blood not returned (~250 mL). ",
              "Lines + ", r.choice(V.DIALYZERS), " discarded. Hb checked.")
    n.t("\n\n")
    n.line("Immediate action / escalation:")
    h, m = int(tm[:2]), int(tm[3:]) + r.randint(5, 40)
    if chemo:
        neph = ctx.staff("onc")
    n.line("- Oncologist: " if chemo and us else "- Consultant: " if chemo else "- Nephrologist/consultant: ", neph.items(r, r.choice(("dr_last", "dr_full"))), " informed ",
           "%02d:%02d" % ((h + m // 60) % 24, m % 60))
    if r.random() < 0.7:
        w, f = ctx.relative()
        n.line("- NOK informed: ", w, " ", ctx.fname(f, r.choice(("full", "first"))), " by phone ", ctx.tel(),
               r.choice(("", " (duty of candour)" if not us else " (disclosure)")))
    if r.random() < 0.5:
        n.line("- Transferred to ", ctx.hosp("hosp"), " ED by ambulance; acct ", (phi.account(r, us), "ACCOUNT"))
    if r.random() < 0.4:
        wit = ctx.staff("rn", 2)
        n.line("- Witness: ", wit.items(r, "full_cred"), ", ", pct.items(r, r.choice(("full_cred", "fi_l_cred"))))
    n.t("\n")
    n.line(r.choice(("Contributing factors:", "Factors identified:", "Root cause (initial):")))
    fs = FACTORS[kind]
    for cf in r.sample(fs, r.randint(1, len(fs))) + r.sample(GENERAL_FACTORS, r.randint(0, 1)):
        n.line("  * ", cf)
    fu = ["staff debrief held same day.", "pt reviewed next session - no ill effects."]
    if kind in ("fall", "hypotensive episode"):
        fu.append("EDW to be reassessed by nephrologist.")
    if kind in ("extravasation", "access bleed post-tx"):
        fu.append("pt given written advice; review at next visit.")
    n.line("Follow-up: ", r.choice(fu))
    n.t("\n")
    n.line("Reported by: ", rn.items(r, r.choice(("full_cred", "fi_l_cred"))), "  login ",
           (rn.username(r), "USERNAME"))
    n.line("Manager review: ", ctx.staff("rn", 4).items(r, r.choice(("full_cred", "full"))), " ",
           ctx.d(phi.add_days(day, r.randint(1, 6)), _ds(us)), " - ",
           r.choice(("RCA not required.", "For learning at staff meeting.", "Escalated to patient safety team.",
                     "Policy re blanket-free access to be re-circulated.")))
    if r.random() < 0.3:
        n.line("Questions: risk office ", ctx.tel(ext=True), " / ", (phi.role_email(r, "patient.safety"), "EMAIL"))
    return n
