"""Ward-floor genres: handover sheet, care plan review, MET call, family meeting."""
import clin
import pools as P
import records as R
from core import aligned_table, pipe_table


def _pt_head(g, pt, style=None):
    return g.pname(pt.n, style or g.c(["LFcap", "LF", "LFm", "FL", "LFcap"]))


# ---------------------------------------------------------------- handover
def handover(g, d):
    k = clin.kind(g)
    ward = g.ward()
    shift, hot = g.c([("AM > PM", "1430"), ("PM > ND", "2130"), ("ND > AM", "0700"), ("Early", "1445"),
                      ("Late", "2145"), ("Night", "0715"), ("0700 handover", "0710"),
                      ("1430 handover", "1440"), ("2130 handover", "2135")])
    ic = g.name()
    layout = g.c(["isbar", "isbar", "table", "terse", "pipe"])
    if g.chance(0.5):
        d.ln((g.hosp_ref(), "HOSPITAL"), " - ", (ward, "HOSPITAL"), " NURSING HANDOVER")
        d.ln("Date: ", g.d(g.day(0)), "   Shift: " + shift)
    else:
        d.ln("Handover sheet | ", (ward, "HOSPITAL"), " | ", g.ds(g.day(0)), " | " + shift)
    d.ln("In charge: ", g.staff(ic, g.c(["CN", "ANUM", "RN", "CNM"])), "  ext ",
         (g.ext(), "PHONE"), g.c(["", ["  DECT ", (g.ext(), "PHONE")]]))
    if g.chance(0.6):
        d.ln("Staffing: %d RN / %d EN / %d AIN%s" % (g.ri(3, 7), g.ri(0, 3), g.ri(0, 2),
             g.c(["", " - short 1 RN, casual pool req sent", " - 1 x agency",
                  " - 1:1 special covered by pool"])))
    nb = g.ri(24, 32)
    d.ln("Beds: %d  Occ: %d  Exp d/c: %d  Pending adm from ED: %d" % (
        nb, g.ri(nb - 4, nb), g.ri(0, 6), g.ri(0, 4)))
    d.t("\n")
    pts = [R.patient(g, k) for _ in range(g.ri(3, 6))]
    if layout == "isbar":
        for pt in pts:
            _isbar(g, d, pt)
    elif layout == "terse":
        for pt in pts:
            d.w("- ", g.c(["Bed ", "bed "] + (["B"] if pt.bed[0].isdigit() else [])), (pt.bed, "LOCATION_OTHER"), ": ",
                g.pname(pt.n, g.c(["tL", "tL", "FL.", "L"])), " ", g.age(pt.age, g.c(["sex", "yoS", "bare"]), pt.sex),
                " - " + pt.dx + "; " + "; ".join(clin.issues(g, g.ri(2, 4))) + ". ")
            if g.chance(0.5):
                d.w(R.nok_pieces(g, pt), ". ")
            d.ln("Plan: " + clin.plan(g) + ". EDD ", g.ds(pt.edd) if g.chance(0.8) else "TBC")
    else:
        hdr = ["Bed", "Patient", "Age", g.mrn_label().rstrip(":").rstrip("."), "Cons", "Dx", "Issues", "EDD"]
        rows = []
        for pt in pts:
            rows.append([(pt.bed, "LOCATION_OTHER"), g.pname(pt.n, g.c(["LFcap", "Lf", "LF"])),
                         g.age(pt.age, "sex", pt.sex), (pt.mrn, "MRN"),
                         ["Dr ", (pt.cons.last, "DOCTOR")], pt.dx,
                         ", ".join(clin.issues(g, 2)), g.ds(pt.edd)])
        (aligned_table if layout == "table" else pipe_table)(d, hdr, rows)
        d.t("\n")
        for pt in g.r.sample(pts, min(2, len(pts))):
            d.w("* ", g.short_ref(pt.n), ": ")
            d.ln(g.c(["family aware of plan, ", "wife anxious - please call her, ",
                      "needs interpreter for consent, ", ""]),
                 R.nok_pieces(g, pt, "rel name ph"), ".")
    d.t("\n")
    if g.chance(0.5):
        pt = g.c(pts)
        d.ln("Outstanding: bloods for ", g.pname(pt.n, "tL"), " (", (g.idnum("specimen"), "IDNUM"),
             ") still not resulted - chase with lab.")
    d.ln("Handed over by ", g.staff(None, g.c(["RN", "EN", "CN"])), " to ",
         g.staff(None, g.c(["RN", "RN", "CN"])), " @ " + hot + ".")
    if g.chance(0.3):
        d.ln("Printed from ", (g.username(ic), "USERNAME"), " @ ", (g.ip(), "IPADDR"))


def _isbar(g, d, pt):
    d.ln(g.c(["BED ", "Bed ", "Rm "]), (pt.bed, "LOCATION_OTHER"), " - ", _pt_head(g, pt), " (",
         g.age(pt.age, g.c(["sex", "bare", "yoS"]), pt.sex), ")  ", R.mrn_pieces(g, pt))
    d.ln("I: ", g.pname(pt.n, g.c(["FL", "tL", "tFL"])), ", ", g.age(pt.age, g.c(["yo", " yo", "y"])),
         ", under ", g.doctor(pt.cons), " (" + pt.spec + "). DOB ", g.d(pt.dob), ".")
    src = g.c([" via ED.", " from AAU.", " - direct adm from clinic.", "xfer", " ex ICU."])
    if src == "xfer":
        src = [" - interhospital transfer from ", (g.other_hosp(), "HOSPITAL"), "."]
    d.ln("S: " + pt.dx + ". Adm ", g.ds(pt.adm), src)
    b = ["B: PMHx " + g.c(["T2DM, HTN, CKD3", "COPD, AF on apixaban", "IHD, CABG x3",
                          "dementia (MMSE 18/30), OA", "ETOH excess, HCV", "Parkinson's, postural BP drop",
                          "nil significant"]) + ". "]
    if g.chance(0.5):
        b += ["Lives ", g.c(["alone", "with spouse", "with son", "in unit"]), " in ",
              (pt.addr["city"], "CITY"), ". "]
    else:
        b += ["From ", (pt.racf, "HOSPITAL"), ". "]
    if g.chance(0.55):
        b += [R.prof_pieces(g, pt), ". "]
    if pt.cob and g.chance(0.7):
        b += ["Born in ", (pt.cob, "COUNTRY"), g.c(["", ", " + (pt.lang or "English") + "-speaking"]), ". "]
    b += [R.nok_pieces(g, pt), "."]
    d.ln(b)
    d.ln("A: " + clin.obs(g) + ". " + "; ".join(clin.issues(g, g.ri(2, 5))) + ".")
    r = ["R: " + clin.plan(g) + ". "]
    if g.chance(0.4):
        r += ["Escalate to ", g.doctor(), " (pager ", (g.pager(), "PHONE"), ") if NEWS >= 5. "]
    d.ln(r, "EDD ", g.ds(pt.edd), g.c([".", " - " + clin.delay(g) + "."]))
    if pt.alerts:
        d.ln("Alerts: " + ", ".join(pt.alerts))
    d.t("\n")


# ---------------------------------------------------------------- care plan review
def care_plan(g, d):
    pt = R.patient(g, g.c(["aged", "rehab", "med", "surg"]))
    nurse = g.name()
    d.ln(g.c(["NURSING CARE PLAN - REVIEW", "Nursing Care Plan Review", "CARE PLAN REVIEW (weekly)"]))
    d.ln("Facility: ", (g.hosp, "HOSPITAL"), "    Ward: ", (pt.ward, "HOSPITAL"), "    Bed: ",
         (pt.bed, "LOCATION_OTHER"))
    d.ln("Patient: ", _pt_head(g, pt), "    DOB: ", g.d(pt.dob), " (", g.age(pt.age, " yrs"), ")    ",
         R.mrn_pieces(g, pt))
    d.ln("Admitted: ", g.d(pt.adm), "    Review: ", g.d(g.day(0)), "    Next review: ", g.d(g.day(7)))
    d.ln("Consultant: ", g.doctor(pt.cons), " (" + pt.spec + ")    Primary nurse: ",
         g.staff(nurse, g.c(["RN", "EN"])))
    d.ln("Dx: " + pt.dx + ". Alerts: " + (", ".join(pt.alerts) or "nil"))
    d.t("\n")
    sec = 1
    if g.chance(0.85):
        d.ln("%d. FALLS RISK (Ontario %d)" % (sec, g.ri(9, 24)))
        d.ln("   Goal: nil falls; mobilise safely with " + pt.mob + ".")
        d.w("   Interventions: hi-lo bed lowest position; ")
        d.ln("bed/chair sensor SN ", (g.device_sn("sensor"), "DEVICE"), " on; non-slip socks; toilet 2/24.")
        ev = g.c(["no falls this week.", "near miss on " + "x", "1 x fall (unwitnessed) - see incident "])
        if ev.startswith("near"):
            ev = ["near miss on ", g.ds(g.day(-g.ri(1, 5))), " (found sitting on edge of bed, alarm worked)."]
        elif ev.startswith("1 x"):
            ev = [ev, (g.idnum("incident"), "IDNUM"), "."]
        d.ln("   Evaluation: ", ev)
        sec += 1
    if g.chance(0.8):
        d.ln("%d. SKIN INTEGRITY (Waterlow %d / Braden %d)" % (sec, g.ri(10, 25), g.ri(9, 18)))
        d.ln("   Goal: heal " + g.c(["stage 2 PI sacrum", "DTI L) heel", "skin tear R) forearm",
                                     "MASD groin"]) + ", prevent new PI.")
        d.ln("   Interventions: 2/24 repositioning chart; alternating air mattress SN ",
             (g.device_sn("mattress"), "DEVICE"), "; heel wedges; barrier cream.")
        d.ln("   Evaluation: wound " + g.c(["smaller (2.1 x 1.4 cm)", "static", "deteriorating - WCN r/v requested"]) + ".")
        sec += 1
    if g.chance(0.7):
        d.ln("%d. NUTRITION & HYDRATION (MST %d)" % (sec, g.ri(0, 5)))
        d.ln("   " + g.c(clin.DIET) + "; FBC; weekly weight (%.1f kg). Dietitian " % (g.ri(380, 1100) / 10),
             g.staff(None, "Dietitian", g.c(["F", "FL"])), " reviewing.")
        if g.chance(0.5):
            d.ln("   ", pt.rel.capitalize() + " ", g.pname(pt.nok, "F", "FAMILY"), " brings in meals from home (",
                 g.c(["pho", "congee", "pasta", "roti", "taro and fish", "hāngī leftovers"]), ").")
        sec += 1
    if g.chance(0.75):
        d.ln("%d. COGNITION / DELIRIUM (4AT %d, CAM %s)" % (sec, g.ri(0, 12), g.c(["+ve", "-ve"])))
        d.w("   Orientation cues, glasses/hearing aids in (HA serial ", (g.device_sn("ha"), "DEVICE"),
            "), sleep hygiene. ")
        d.ln("Family: ", g.pname(pt.nok, "FL", "FAMILY"), " (" + pt.rel + ") visits ",
             g.c(["daily", "most afternoons", "on weekends"]), "; ", R.prof_pieces(g, pt, "nok"), ".")
        sec += 1
    if g.chance(0.6):
        d.ln("%d. CONTINENCE / ELIMINATION" % sec)
        d.ln("   " + g.c(["IDC removed, TWOC passed", "bladder scan PVR 340 mL - IDC reinserted",
                          "BNO 4/7 - aperients charted", "pads + toileting schedule"]) + ".")
        sec += 1
    d.ln("%d. DISCHARGE PLANNING" % sec)
    d.w("   Home: ", g.addr(pt.addr), ". ")
    if g.chance(0.6):
        d.w(R.prof_pieces(g, pt), ". ")
    d.ln("EDD ", g.d(pt.edd), ". " + clin.delay(g).capitalize() + ".")
    if g.chance(0.5):
        d.ln("   Community supports: ", (g.loc(P.ORGS_CARE), "ORGANIZATION"), " (case mgr ",
             (g.name().first, "FAMILY"), " ", (g.phone("land"), "PHONE"), ").")
    d.t("\n")
    how = g.c(["in person", "phone", "via video"])
    d.ln("Patient/family involvement: discussed with ", g.pname(pt.nok, g.c(["FL", "F"]), "FAMILY"),
         " (" + pt.rel + ") ", ["by phone on ", (pt.nok_phone, "PHONE")] if how == "phone" else how, ".")
    R.sig(g, d, g.c(["RN", "CN", "CNS"]), "NMW", who=nurse)


# ---------------------------------------------------------------- MET call
def met_call(g, d):
    pt = R.patient(g, g.c(["med", "surg", "aged", "med"]))
    nz = g.cc == "NZ"
    ref = g.idnum("met")
    t0 = g.ri(0, 23)
    m0 = g.ri(0, 50)
    title = g.c(["MEDICAL EMERGENCY TEAM (MET) CALL RECORD", "MET CALL - CLINICAL RECORD",
                 "RAPID RESPONSE CALL RECORD" if nz else "Code Blue / MET record"])
    d.ln(title, "     Ref: ", (ref, "IDNUM"))
    d.ln("Date: ", g.d(g.day(0)), "   Called: %02d%02d   Team arrived: %02d%02d   Call type: %s" % (
        t0, m0, t0, m0 + g.ri(1, 6), g.c(["MET", "MET", "Code Blue", "Cat A", "Clinical review (Cat B)"])))
    d.ln("Location: ", (pt.ward, "HOSPITAL"), ", ", g.c(["Bed ", "Rm ", "bed "]), (pt.bed, "LOCATION_OTHER"),
         ", ", (g.hosp, "HOSPITAL"))
    d.ln("Patient: ", _pt_head(g, pt), "   ", R.mrn_pieces(g, pt), "   Age: ", (str(pt.age), "AGE"),
         "   Sex: " + pt.sex)
    d.ln("Admitting unit: " + pt.spec + " (cons ", g.doctor(pt.cons), ")   Dx: " + pt.dx)
    d.ln("Resus status: " + g.c(["For full resus", "NFR - for MET", "Limitations: not for intubation",
                                 "ACP on file - for ward-based Rx only"]))
    d.ln("Trigger(s): " + g.c(["RR 34", "SpO2 84% on 4L", "SBP 78", "HR 148 (AF)", "GCS 15>10",
                               "seizure", "staff worried", "BGL 1.9, drowsy"]) +
         g.c(["", "; " + g.c(["new confusion", "chest pain", "UO <30 mL/h x2", "T 39.6"])]))
    d.t("\n")
    d.ln("Team:")
    roles = [("MET Reg", "DrL"), ("ICU Reg", "DrFL"), ("ICU Liaison RN", "FL"), ("Ward RN (caller)", "FL"),
             ("Med Reg", "DrL"), ("Anaesthetic Reg", "DrF.L"), ("Intern", "FL")]
    for role, st in g.r.sample(roles, g.ri(3, 5)):
        d.w(" - " + role + ": ", g.staff(None, None, st))
        if g.chance(0.5):
            d.w(" (pager ", (g.pager(), "PHONE"), ")")
        d.t("\n")
    d.t("\n")
    d.ln("Timeline:")
    m = m0
    for ev in g.r.sample(["A: patent, talking", "B: RR 32, SpO2 86% on 4L - HFNP started",
                          "C: HR 132 AF, BP 86/50 - 500 mL N/S bolus", "D: GCS 14 (E4V4M6), BGL 6.2",
                          "VBG: pH 7.29 pCO2 58 lac 3.1", "ECG: AF w RVR, no acute ST change",
                          "CXR requested portable", "blood cultures x2 taken",
                          "IV pip-taz given", "digoxin 500 mcg IV loading",
                          "IDC inserted, UO 15 mL", "50 mL 50% dextrose given",
                          "pt repositioned, suctioned", "naloxone 100 mcg IV"], g.ri(4, 7)):
        m += g.ri(1, 6)
        d.ln("  %02d:%02d  %s" % ((t0 + m // 60) % 24, m % 60, ev))
    d.t("\n")
    d.ln("Equipment: defib ", g.c(["Zoll R Series", "LIFEPAK 20e", "Philips HeartStart"]), " SN ",
         (g.device_sn("other"), "DEVICE"), "; infusion pump asset ", (g.device_sn("asset"), "DEVICE"))
    dest = g.c(["ICU", "HDU", "stays on ward", "CCU", "theatre"])
    if dest == "stays on ward":
        d.ln("Outcome: remained on ", (pt.ward, "HOSPITAL"), " with modified MET criteria (RR >30, SBP <85). "
             "Review by ICU outreach in 2 h.")
    else:
        d.ln("Outcome: transferred to " + dest + ", bed ", (g.bed(), "LOCATION_OTHER"), " at %02d%02d." % (
            (t0 + 1) % 24, g.ri(0, 59)))
    d.ln("Family notified: ", g.pname(pt.nok, g.c(["FL", "F"]), "FAMILY"), " (" + pt.rel + ") on ",
         (pt.nok_phone, "PHONE"), g.c([" - on way in.", " - aware, will visit am.", " - no answer, msg left."]))
    if g.chance(0.4):
        d.ln("Admitting team informed: ", g.doctor(), " via switch ", (g.phone("land"), "PHONE"), ".")
    R.sig(g, d, g.c(["MO", "Reg"]), "MED")


# ---------------------------------------------------------------- family meeting
def family_meeting(g, d):
    pt = R.patient(g, g.c(["aged", "aged", "rehab", "med"]))
    nok2 = g.name()
    rel2 = g.c(["son", "daughter", "niece", "grandson", "brother"])
    geri, sw, ot = g.name(), g.name(), g.name()
    d.ln(g.c(["FAMILY MEETING", "Family meeting / case conference", "CASE CONFERENCE NOTE",
              "Whānau hui" if g.cc == "NZ" else "Family conference"]))
    d.ln("Date: ", g.d(g.day(0)), "   Time: 1%d00-1%d30" % (g.ri(0, 4), g.ri(4, 6)), "   Venue: family room, ",
         (pt.ward, "HOSPITAL"), g.c(["", " + telehealth"]))
    if g.chance(0.5):
        d.ln("Video link for remote family: ", (g.url("tele"), "URL"))
    d.ln("Patient: ", g.pname(pt.n, g.c(["FL", "LFcap", "tFL"])), ", ", g.age(pt.age, g.c([" yrs", "yo", "aged"])),
         ", ", R.mrn_pieces(g, pt), ", ", g.c(["Bed ", "bed "]), (pt.bed, "LOCATION_OTHER"))
    d.ln("Present:")
    d.ln(" - patient (", g.c(["participated", "present for first 15 min", "declined to attend"]), ")")
    d.ln(" - ", g.pname(pt.nok, "FL", "FAMILY"), " (" + pt.rel + ", EPOA) - " + g.c(["works as a ", "occupation: ", ""]),
         (pt.nok_prof, "PROFESSION"))
    d.ln(" - ", g.pname(nok2, "FL", "FAMILY"), " (" + rel2 + ", by phone ", (g.phone("mob"), "PHONE"), ")")
    d.ln(" - ", g.doctor(geri), " (Geriatrician), ", g.staff(sw, "SW", "FLc"), ", ", g.staff(ot, "OT", "FLc"),
         ", NUM ", g.staff(None, None, "FL"))
    if pt.lang:
        d.ln(" - interpreter (" + pt.lang + "): ", g.staff(None, None, "FL"), ", ID ", (g.digits(5), "IDNUM"))
    d.ln("Apologies: GP ", g.doctor(pt.gp), " (", (pt.practice, "HOSPITAL"), ")")
    d.t("\n")
    d.ln("Background:")
    d.w(g.pname(pt.n, "tL"), " is a ", g.age(pt.age, g.c(["-year-old", "words"])), " ", R.prof_pieces(g, pt))
    if pt.cob:
        d.w(", born in ", (pt.cob, "COUNTRY"), ", migrated in ", g.d(g.day(-365 * g.ri(20, 60)), "yyyy"))
    d.w(". Admitted ", g.d(pt.adm), " with " + pt.dx + ". ")
    d.ln("Previously lived ", g.c(["alone", "with wife", "with husband", "with daughter's family"]), " at ",
         g.addr(pt.addr), "; ", g.c(["3 steps to entry", "2-storey house", "ground floor unit",
                                      "rural property, 20 min to town"]), ".")
    if g.chance(0.5):
        d.ln(g.c(["Strong links with ", "Long-time member of ", "Former workplace: "]), (pt.employer, "ORGANIZATION"),
             g.c([" - friends there have been visiting.", ".", " (still in contact)."]))
    if g.chance(0.3):
        d.ln("Family note they would like ", g.pname(pt.n, "F"), " settled before ", (g.holiday(), "DATE"), ".")
    d.t("\n")
    d.ln("Discussion:")
    for s in g.r.sample([
            "Medical update given: " + pt.dx + ", slow progress, Barthel %d/100." % g.ri(15, 70),
            "Cognition: MoCA %d/30; capacity for accommodation decision assessed as lacking." % g.ri(8, 22),
            "Mobility: " + pt.mob + ", high falls risk, needs 24 h supervision.",
            "Family feel unable to provide care at home; " + rel2 + " works full time.",
            "Goals of care: comfort-focused if further deterioration; NFR form signed.",
            "ACAT completed " if g.cc == "AU" else "NASC assessment completed ",
            clin.localise(g, "Options: home with max package vs RACF vs TCP.")], g.ri(3, 5)):
        if s.startswith(("ACAT", "NASC")):
            d.ln(" - ", s, g.ds(g.day(-g.ri(1, 6))), " - approved for permanent residential care.")
        else:
            d.ln(" - " + s)
    if g.cc == "AU":
        d.w(" - Finances: Centrelink CRN ", (g.ssn("crn"), "SSN"))
        if g.chance(0.5):
            d.w("; DVA Gold card ", (g.dva(), "HEALTHPLAN"))
        d.ln("; Medicare ", (g.medicare(), "HEALTHPLAN"), ". Means test form to be lodged.")
    else:
        d.ln(" - Finances: IRD ", (g.ssn("ird"), "SSN"), "; residential care subsidy application; CSC ",
             (g.csc(), "HEALTHPLAN"), ".")
    d.t("\n")
    d.ln("Outcome / plan:")
    d.ln(" 1. Family to tour ", (pt.racf, "HOSPITAL"), " and ", (g.loc(P.RACF), "HOSPITAL"), " by ",
         g.ds(g.day(g.ri(2, 5))), ".")
    d.ln(" 2. SW to send application via ", (g.url("portal"), "URL"), ".")
    d.ln(" 3. Next meeting ", g.d(g.day(7)), " or sooner if deterioration.")
    d.ln(" 4. Family contact email: ", (g.email(pt.nok), "EMAIL"))
    d.t("\n")
    d.ln("Documented by ", g.staff(sw, "SW", g.c(["FLc", "FL"])), " ext ", (g.ext(), "PHONE"))
