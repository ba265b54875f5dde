"""Genres: perfusion record, cardiothoracic ICU handover, vascular ward round note."""
import clin as C
import common as K
from nb import P


def _age(r):
    return P(str(r.randint(41, 90)), "AGE")


def perfusion(ctx, nb):
    r = ctx.r
    pt = ctx.patient()
    surg = ctx.doc(surgeon=True)
    anaes = ctx.doc()
    perf = ctx.staff()
    perf2 = ctx.staff()
    proc = r.choice(C.PROCS_CARDIAC)
    ht, wt = r.randint(152, 190), r.uniform(55, 115)
    bsa = ((ht * wt) / 3600) ** 0.5
    nb.add(r.choice(["PERFUSION RECORD - CARDIOPULMONARY BYPASS\n", "Clinical Perfusion Record\n",
                     "CPB CHART / PERFUSION REPORT\n"]))
    nb.add(ctx.H(), " | Theatre ", P(r.choice(["CT1", "CT2", "CT3", "4", "Hybrid"]), "LOCATION_OTHER"), "\n")
    nb.add("=" * 56, "\n")
    nb.w("Patient: {n}   {ml}: {m}\n", n=pt.lf(), ml=r.choice(["MRN", "UR", "Hosp No"]), m=ctx.mrn())
    nb.w("DOB: {d}  Age: {a}  Sex: {s}  Ht {h}cm  Wt {w}kg  BSA {b} m2\n", d=ctx.dob_p(), a=ctx.agep(), s=pt.sex,
         h=str(ht), w="%.0f" % wt, b="%.2f" % bsa)
    nb.w("Date: {d}   Procedure: {p}\n", d=ctx.do(0), p=proc[0])
    nb.add("Surgeon: ", surg.t(), "   Anaesthetist: ", anaes.t() if r.random() < 0.5 else anaes.sl(), "\n")
    lab, v = ctx.license("perf")
    nb.add("Primary perfusionist: ", perf.full(), " (", lab, " ", v, ")\n")
    if r.random() < 0.6:
        nb.add("Second perfusionist / trainee: ", perf2.full() if r.random() < 0.5 else perf2.sl(), "\n")
    nb.add("\nEQUIPMENT\n")
    nb.add("  HLM console: ", r.choice(["S5", "C5", "HL20", "S3"]), "  SN ", ctx.device(), "\n")
    nb.add("  Heater-cooler: ", r.choice(["HCU40", "3T"]), "  SN ", ctx.device(), "\n")
    nb.add("  Oxygenator: ", r.choice(["Fx25", "Inspire 8F", "Quadrox-i adult", "Affinity Fusion"]),
           "   Circuit: custom pack, ", r.choice(["3/8 A 1/2 V", "3/8 A 3/8 V"]), "\n")
    if r.random() < 0.4:
        nb.add("  Cell saver SN ", ctx.device(), "   ")
        nb.add("CDI monitor SN ", ctx.device(), "\n")
    nb.add("\nPRIME: %d ml Plasma-Lyte 148 + heparin 5000 IU + mannitol 20%% %d ml%s\n" % (
        r.choice([1200, 1300, 1400, 1500]), r.choice([100, 150, 200]),
        r.choice(["", " + NaHCO3 8.4% 50ml", " (RAP'd 600ml)"])))
    flow = bsa * 2.4
    nb.add("Target flow 2.4 L/min/m2 = %.1f L/min   Cardioplegia: %s\n" % (flow, r.choice(
        ["4:1 cold blood antegrade/retrograde", "del Nido 1:4 single dose", "Custodiol HTK 2L", "warm blood induction"])))
    nb.add("Heparin %d IU (%d IU/kg)  Baseline ACT %ds  Post-hep ACT %ds\n\n" % (
        int(wt * 300 / 1000) * 1000, 300, r.randint(105, 140), r.randint(460, 720)))
    nb.add("TIME   EVENT                      ACT   T(C)  FLOW  MAP\n")
    t = r.randint(8 * 60 + 30, 10 * 60)
    events = ["Heparin", "Aortic cannula", "Venous cannula", "On CPB", "Cooling", "X-clamp on", "Cardioplegia",
              "Re-dose CP", "Rewarm", "X-clamp off", "Off CPB", "Protamine"]
    if "DHCA" in proc[1] or "ACP" in proc[1]:
        events = events[:5] + ["DHCA start (24C)", "ACP 10ml/kg", "DHCA end"] + events[5:]
    for ev in events:
        t += r.randint(3, 22)
        nb.add("%02d:%02d  %-26s %4s  %4s  %4s  %3s\n" % (
            (t // 60) % 24, t % 60, ev, str(r.randint(420, 690)) if r.random() < 0.4 else "",
            "%.1f" % r.uniform(24, 37) if r.random() < 0.6 else "", "%.1f" % (flow * r.uniform(0.8, 1.05))
            if "CPB" in ev or "X-clamp" in ev else "", str(r.randint(50, 80)) if r.random() < 0.6 else ""))
    nb.add("\nXC time %d min | CPB time %d min | Lowest temp %.1fC\n" % (
        r.randint(40, 140), r.randint(60, 210), r.uniform(24, 34.5)))
    nb.add("\nBLOOD GASES (alpha-stat)\n")
    nb.add("Time   pH    pCO2  pO2   Hb   K    Lac  Glu\n")
    for t2 in sorted(t - r.randint(10, 150) for _ in range(r.randint(3, 5))):
        nb.add("%02d:%02d  %.2f  %.1f  %d  %d  %.1f  %.1f  %.1f\n" % (
            (t2 // 60) % 24, t2 % 60, r.uniform(7.28, 7.48), r.uniform(4.2, 6.1), r.randint(18, 45),
            r.randint(68, 112), r.uniform(3.6, 6.2), r.uniform(0.7, 4.5), r.uniform(5.2, 13.0)))
    nb.add("\nFLUIDS / PRODUCTS\n")
    nb.add("Urine %dml  Haemofiltration %dml  Cell saver %dml\n" % (r.randint(100, 900), r.randint(0, 2200),
                                                                     r.randint(0, 800)))
    n = r.randint(0, 3)
    for i in range(n):
        nb.add("  ", r.choice(["RBC", "FFP", "Platelets (pool)", "Cryo"]), "  unit no. ", ctx.idnum("blood"), "\n")
    if n == 0:
        nb.add("  No allogeneic products.\n")
    if r.random() < 0.3:
        nb.add("  Fibrinogen concentrate 2g, PCC 1500 IU (TEG-guided)\n")
    nb.add("\nComments: ", r.choice(["Uneventful run.", "High line pressure on initiation - cannula repositioned.",
                                     "Venous air lock x1, resolved.", "Vasoplegia - metaraminol boluses total 3mg.",
                                     "Oxygenator change-out not required; rising transmembrane gradient noted."]), "\n")
    if r.random() < 0.4:
        nb.add("CD cabinet accessed via biometric reader, ID ", ctx.bioid(), "\n")
    if r.random() < 0.5:
        nb.add("Data uploaded to registry from ", ctx.ip(), " by ", perf.user(), "\n")
    nb.add("\nSigned: ", perf.sl() if r.random() < 0.5 else perf.full(), "  ", r.choice(["Clinical Perfusion Scientist",
                                                                                       "Senior Perfusionist", "CCP"]),
           "  ", ctx.do(0), "\n")
    if r.random() < 0.3:
        nb.add("Contact perfusion on-call: ", ctx.bleep() if r.random() < 0.5 else ctx.phone(mobile=True), "\n")


def _icu_patient(ctx, nb, bed):
    r = ctx.r
    pt = ctx.patient()
    cons = ctx.doc(surgeon=True)
    cardiac = r.random() < 0.75
    proc = r.choice(C.PROCS_CARDIAC if cardiac else C.PROCS_VASC[4:10])
    hdr = r.randrange(3)
    if hdr == 0:
        nb.add("BED ", P(str(bed), "LOCATION_OTHER"), " - ", pt.lf(upper=True), " ", _age(r), pt.sex, "  ",
               r.choice(["MRN", "RN", "UR"]), " ", ctx.mrn(), "\n")
    elif hdr == 1:
        nb.add("Bed ", P(str(bed), "LOCATION_OTHER"), ": ", pt.t(), " (", _age(r), ") cons ", cons.la(), "\n")
    else:
        nb.add("[", P(str(bed), "LOCATION_OTHER"), "] ", pt.full(), ", ", _age(r), r.choice(["yo", "y", " yrs"]),
               ", under ", cons.t(), "\n")
    pod = r.randint(0, 6)
    nb.add("  Op: ", proc[0], " ", r.choice(["POD %d" % pod, "day %d" % pod, "(D%d)" % pod]))
    if r.random() < 0.5:
        nb.add(" - op ", ctx.dshort(ctx.day(-pod)))
    nb.add("\n")
    nb.add("  Bg: ", "; ".join(C.pick(r, C.PMH, 2, 3)), "\n")
    nb.add("  CVS: ", r.choice(["SR", "AF", "paced VVI 70", "SR 80s"]), ", MAP %d, " % r.randint(60, 85),
           r.choice(C.ICU_SUPPORT), ". Lactate %.1f\n" % r.uniform(0.7, 4.8))
    nb.add("  Resp: ", r.choice(C.ICU_VENT), "\n")
    nb.add("  Renal: UO %d ml/hr, Cr %d%s\n" % (r.randint(10, 140), r.randint(60, 260),
                                                r.choice(["", ", on CVVHDF", ", furosemide infusion 5mg/hr"])))
    nb.add("  Drains: ", str(r.randint(20, 900)), "ml total", r.choice([", serous", ", settled", " - keep in"]), "\n")
    ev = C.pick(r, C.ICU_EVENTS, 1, 2)
    nb.add("  Overnight: ", "; ".join(ev), "\n")
    if r.random() < 0.25:
        nb.add("  IABP/ECMO console SN ", ctx.device(), "\n")
    if r.random() < 0.6:
        f = ctx.fam()
        rel = ctx.rel(f)
        k = r.randrange(3)
        if k == 0:
            nb.w("  Family: {rel} {n} updated by phone ({t})\n", rel=rel, n=f.fi(), t=ctx.phone(mobile=True))
        elif k == 1:
            nb.w("  NOK {n} ({rel}) visiting {d}; wants call from cons\n", n=f.full(), rel=rel,
                 d=ctx.weekday(ctx.day(r.randint(0, 2))))
        else:
            nb.w("  {rel} {n} is a {p} - lots of questions, ?family meeting\n", rel=rel.capitalize(), n=f.fi(),
                 p=ctx.relprof())
    nb.add("  Plan: ", r.choice(["wean NA, extubate", "step down to ward if stable", "CT head if not waking",
                                 "remove drains + pacing wires", "TTE today", "repeat TEG", "mobilise, sit out",
                                 "keep K>4.5 Mg>1.0", "renal referral"]), "\n\n")


def icu_handover(ctx, nb):
    r = ctx.r
    a = ctx.doc()
    b = ctx.doc()
    n_nurse = ctx.staff()
    unit = r.choice(["CTICU", "Cardiac ICU", "CICU", "CTCCU", "Cardiothoracic Critical Care"])
    nb.add(unit, " HANDOVER", r.choice([" (medical)", " - nursing/medical", "", " SBAR"]), "\n")
    nb.add(ctx.H(), "\n")
    d = ctx.day(0)
    nb.add("Date: ", ctx.dwk(d) if r.random() < 0.5 else ctx.d(d), "   ", r.choice(["08:00", "20:00", "07:30", "19:45"]),
           " handover\n")
    nb.add("Outgoing: ", a.tf(), " (", r.choice(["night reg", "ICU SpR", "CT fellow", "registrar"]), ", bleep ", ctx.bleep(),
           ")\n")
    nb.add("Incoming: ", b.tf(), "\n")
    if r.random() < 0.5:
        nb.add("Nurse in charge: ", n_nurse.full(), r.choice([", tel ", " - phone "]), ctx.phone(ext=True), "\n")
    else:
        nb.add("NIC: ", n_nurse.full(), " (bleep ", ctx.bleep(), ")\n")
    nb.add("Beds occupied %d/%d   Expected admissions: %d from theatre\n\n" % (r.randint(5, 12), 12, r.randint(1, 3)))
    beds = sorted(r.sample(range(1, 15), r.randint(2, 4)))
    for bed in beds:
        _icu_patient(ctx, nb, bed)
    nb.add("Other: ", r.choice(["Staffing 1 short on nights - agency requested.", "No ECMO-capable beds tonight.",
                                "Theatre 2nd case may come late (~19:00).", "Bed manager aware of 2 step-downs."]),
           "\n")
    if r.random() < 0.3:
        nb.add("Datix submitted re: ", r.choice(["line disconnection", "wrong-site label", "pressure injury"]), " - ref ",
               ctx.idnum("incident"), "\n")
    if r.random() < 0.4:
        nb.add("Entered in ICCA by ", b.user(), "\n")


def _ward_pt(ctx, nb, pt, bedline=True):
    r = ctx.r
    proc = r.choice(C.PROCS_VASC)
    pod = r.randint(1, 10)
    if bedline:
        nb.add(ctx.ward(), " bay ", P(str(r.randint(1, 6)), "LOCATION_OTHER"), " bed ", P(str(r.randint(1, 8)), "LOCATION_OTHER"),
               " | ")
    return proc, pod


def ward_round(ctx, nb):
    r = ctx.r
    cons = ctx.doc(surgeon=True)
    jun = ctx.doc()
    if r.random() < 0.35:
        # board round list
        nb.add("VASCULAR BOARD ROUND - ", ctx.d(ctx.day(0)), "\n")
        nb.add("Cons of week: ", cons.t(), "   Reg: ", ctx.doc().sl(), "   FY1: ", jun.fi(), " (bleep ", ctx.bleep(), ")\n\n")
        for i in range(r.randint(3, 6)):
            pt = ctx.patient()
            proc, pod = _ward_pt(ctx, nb, pt, bedline=False)
            nb.add(P(str(r.randint(1, 24)), "LOCATION_OTHER"), r.choice([". ", ") ", " - "]),
                   pt.ini() if r.random() < 0.25 else pt.lf(upper=r.random() < 0.5), " ", _age(r), pt.sex, " | ", proc[0], " POD%d | " % pod,
                   r.choice(["EDD tomorrow", "awaiting OT/PT", "wound - see log", "needs TCI for angio",
                             "OPAT for abx", "for home " + "today"]), "\n")
            if r.random() < 0.3:
                nb.add("     -> d/w ", ctx.practice(), " re: dressings; DN ref ", ctx.idnum("ref"), "\n")
        nb.add("\nActions: chase duplex list, TTOs for discharges by 11am.\n")
        return
    pt = ctx.patient()
    proc, pod = _ward_pt(ctx, nb, pt, bedline=False)
    k = r.randrange(3)
    if k == 0:
        nb.add("WR ", ctx.d(ctx.day(0)), " ", "%02d:%02d" % (r.randint(7, 10), r.randint(0, 59)), " - ",
               cons.t(), " (Cons)\n")
    elif k == 1:
        nb.add("Vascular Surgery Ward Round\nDate: ", ctx.dwk(ctx.day(0)), "\nLed by: ", cons.tf(), "\n")
    else:
        nb.add("*** VASC WR *** ", ctx.dshort(ctx.day(0)), "  (", cons.sl(), ")\n")
    nb.add(pt.lf(), "  ", K.age_bits(ctx, pt), "  ", r.choice(["MRN", "H/N", "RN"]), " ", ctx.mrn(), "\n")
    _ward_pt(ctx, nb, pt)
    nb.add(proc[0], " POD ", str(pod), "\n\n")
    nb.add("S: ", r.choice(["Pain controlled, ", "Pain +++ overnight in foot, ", "Feels well, ", "c/o calf pain, ",
                            "Confused overnight per nursing staff, "]),
           r.choice(["eating and drinking", "nauseous", "BO yesterday", "not BO x4d", "mobilised with PT"]), ".\n")
    nb.add("O: T %.1f HR %d BP %d/%d RR %d SpO2 %d%% %s NEWS2 %d\n" % (
        r.uniform(36.1, 38.6), r.randint(58, 118), r.randint(95, 175), r.randint(50, 95), r.randint(12, 26),
        r.randint(90, 99), r.choice(["RA", "2L"]), r.randint(0, 7)))
    nb.add("   ", r.choice(C.VASC_EXAM), "\n")
    nb.add("   Wound: ", r.choice(C.SSI_SIGNS), "\n")
    nb.add("   Bloods ", ctx.dshort(ctx.day(0)), ": ", C.labs_line(r), "\n")
    nb.add("A: ", r.choice(["Progressing well", "?graft infection", "SSI groin - superficial", "AKI - pre-renal",
                            "Hospital-acquired pneumonia", "Post-op delirium", "Graft patent, good result"]), "\n")
    nb.add("P:\n")
    for x in r.sample(["Continue clopidogrel + statin", "Duplex graft before d/c", "IV fluids 1L over 8h",
                       "Swab wound - MC&S", "Start flucloxacillin", "Physio + OT", "Stop catheter",
                       "Review by tissue viability", "Diabetic team review", "Chase histology", "Refer podiatry",
                       "Discuss at vascular MDT", "Daily U&E", "Remove clips D10 at GP"], r.randint(3, 6)):
        nb.add(" - ", x, "\n")
    if r.random() < 0.5:
        nb.add(" - Chase MC&S lab no. ", ctx.idnum("lab"), "\n")
    if r.random() < 0.5:
        f = ctx.fam()
        nb.add(" - ", ctx.rel(f).capitalize(), " ", f.full() if r.random() < 0.5 else f.fi(), " ",
               r.choice(["updated at bedside", "to be called", "asked about driving", "worried re: home"]))
        if r.random() < 0.4:
            nb.add(" - ", ctx.phone(mobile=True))
        nb.add("\n")
    if r.random() < 0.35:
        nb.add(" - EDD ", ctx.dshort(ctx.day(r.randint(1, 5))), ", transport booked (", r.choice(["PTS", "family", "taxi"]),
               ")\n")
    nb.add("\n", jun.full() if r.random() < 0.5 else jun.sl(), " ", r.choice(["FY1", "FY2", "CT1", "SHO", "JHO", "Intern",
                                                                               "RMO"]),
           r.choice([" bleep ", " #", " pager "]), ctx.bleep(), "\n")
    if r.random() < 0.4:
        lab, v = ctx.license("doc")
        nb.add(lab, " ", v, "\n")
