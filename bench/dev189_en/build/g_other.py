"""Genres: lactation consultant note, maternity discharge summary, maternity triage / telehealth note."""
import datetime as dt

import common as C
from core import Phi, join
from g_birth import baby, baby_ref
import pools as P

TD = dt.timedelta


def gen_lactation(cs, d):
    lc = cs.clin("lc")
    bdays = cs.ch([2, 3, 4, 5, 6, 8, 10, 14, 21, 28, 42, 56])
    bdate = cs.today - TD(days=bdays)
    sex, bfirst = baby(cs)
    bw = cs.ri(2500, 4200)
    now = int(bw * cs.u(0.88, 1.25, 3))
    site = cs.ch([cs.lact, cs.hosp, "Breastfeeding Support Clinic"])
    if site == "Breastfeeding Support Clinic":
        d.ln(Phi(cs.hosp, "HOSPITAL"), " - Breastfeeding Support Clinic")
    else:
        d.ln(Phi(site, "HOSPITAL"), cs.ch([" - Lactation Consult", " | Lactation Service", ""]))
    d.ln(cs.ch(["LACTATION CONSULTATION NOTE", "Lactation Consultant Assessment", "BREASTFEEDING ASSESSMENT"]))
    d.ln("Date: ", cs.D(cs.today), "   Setting: ", cs.ch(["outpatient", "home visit", "inpatient, room",
                                                          "telehealth"]))
    d.ln("")
    d.ln("Mother: ", cs.pn(cs.ch(["full", "LF", "fml"])), ", ", C.age_phrase(cs), ", ", cs.mrn_label(), " ",
         cs.MRN())
    k = cs.ri(0, 2)
    if k == 0:
        age_bit = [Phi(str(bdays), "AGE"), "-day-old"] if bdays < 15 else [Phi(str(bdays // 7), "AGE"), "-week-old"]
        d.ln("Infant: ", baby_ref(cs, bfirst), ", ", age_bit, " ", sex, ", DOB ", cs.D(bdate))
    elif k == 1:
        d.ln("Infant: ", baby_ref(cs, bfirst), " (", sex, "), born ", cs.D(bdate), " at %d+%d weeks" % (
            cs.ri(36, 41), cs.ri(0, 6)))
    else:
        d.ln("Baby: ", baby_ref(cs, bfirst), ", DOB ", cs.D(bdate), ", now ",
             [Phi(str(bdays), "AGE"), " days old"] if bdays < 15 else [Phi(str(bdays // 7), "AGE"), " weeks old"])
    if cs.p(0.5):
        d.ln("Infant ", cs.mrn_label(), " ", cs.band())
    ref = cs.clin(cs.ch(["paed", "mw", "gp"]))
    d.ln("Referred by: ", cs.dn(ref, "dr_full" if ref.kind != "mw" else "full_cred"))
    d.ln("")
    reason = cs.ch(["painful latch and cracked nipples", "poor weight gain", "suspected tongue-tie",
                    "low supply concerns", "recurrent blocked ducts / mastitis", "return to work pumping plan",
                    "breast refusal"])
    d.ln("Reason for visit: ", reason, ".")
    d.ln("Birth: ", cs.ch(["NVD", "emergency LSCS" if not cs.us else "unplanned C/S", "vacuum", "elective CS"]),
         ", BW %d g. Today %d g (%+.1f%% from BW)." % (bw, now, (now - bw) * 100.0 / bw))
    d.ln("Maternal: P%d, %s. Meds: %s." % (cs.ri(1, 4), cs.ch(["PCOS", "previous breast reduction", "hypothyroid",
                                                               "PPH 1.2 L", "GDM", "nil significant"]), ", ".join(C.med_list(cs, ["iron", cs.sp("acetaminophen", "paracetamol"), "ibuprofen", "domperidone 10 mg tds" if not cs.us
                                             else "fenugreek", "sertraline 50 mg", "multivitamin"], cs.ri(1, 3)))))
    d.ln("")
    d.ln("FEEDING HISTORY")
    d.ln("Feeds %d-%d x/24 h, %d-%d min each, %s. Output: %d wet %s, %d stools %s." % (
        cs.ri(6, 9), cs.ri(10, 12), cs.ri(10, 20), cs.ri(25, 45), cs.ch(["both sides", "one side per feed"]),
        cs.ri(4, 8), cs.sp("diapers", "nappies"), cs.ri(1, 6), cs.ch(["yellow seedy", "transitional", "green"])))
    if cs.p(0.5):
        d.ln("Supplementing %d mL %s x%d/day via %s." % (cs.ri(10, 60), cs.ch(["formula", "EBM", "donor milk"]),
                                                        cs.ri(2, 8), cs.ch(["bottle", "cup", "SNS", "syringe"])))
    d.ln("")
    d.ln("ASSESSMENT")
    d.ln("LATCH %d/10. Breasts %s. Nipples: %s." % (cs.ri(4, 10), cs.ch(["soft after feeds", "engorged", "filling"]),
                                                    cs.ch(["L compression stripe", "bilateral fissures",
                                                           "intact", "R bleb"])))
    d.ln("Infant oral exam: %s; %s suck." % (cs.ch(["anterior tongue-tie (Coryllos type 2)", "normal palate, "
                                                   "good tongue extension", "posterior tie query, restricted lift",
                                                   "high palate"]), cs.ch(["disorganised", "rhythmic",
                                                                           "shallow", "good"])))
    pre = now
    post = now + cs.ri(12, 90)
    d.ln("Pre/post test weigh: %d g / %d g = %d mL transfer." % (pre, post, post - pre))
    d.ln("")
    d.ln("PLAN")
    n = [1]

    def num():
        n[0] += 1
        return "%d. " % (n[0] - 1)
    d.ln(num(), "Laid-back positioning, deep latch technique; breast compressions.")
    if cs.p(0.6):
        d.ln(num(), "Hospital-grade pump hire (", cs.ch(["Medela Symphony", "Spectra S1", "Ardo Carum"]), ", serial ",
             cs.serial(), "), pump after feeds x%d/day." % cs.ri(3, 8))
    else:
        d.ln(num(), "Hand expression after feeds, EBM via cup.")
    if "tongue-tie" in reason or cs.p(0.2):
        d.ln(num(), "Referral to ", cs.dn(cs.clin("paed"), "dr_full"), " for frenotomy assessment.")
    if "work" in reason or cs.p(0.3):
        rtw = cs.today + TD(days=cs.ri(14, 90))
        d.ln(num(), "Returning to work as ", "an " if cs.prof[0] in "aeiou" else "a ", cs.prof_phi(), " at ", cs.org(),
             " on ", cs.D(rtw), "; lactation room available. Letter for employer provided.")
    fu = cs.today + TD(days=cs.ri(2, 14))
    d.ln("Follow-up: ", cs.ch(["phone call", "clinic"]), " ", cs.Dw(fu), cs.ch([" on ", " - mobile "]),
         cs.PH(cs.phone_pt), ".")
    if cs.p(0.5):
        d.ln("Resources: ", cs.url(cs.ch(["breastfeeding", "feeding-support/videos", "lactation"])))
    if cs.p(0.3):
        d.ln(cs.partner_word().capitalize(), " ", cs.fam("first"), " present and supportive; will do night bottle of EBM.")
    d.ln("")
    C.sign(d, cs, lc, role=cs.ch(["Lactation Consultant", "IBCLC", None]))


def gen_discharge(cs, d):
    cons = cs.clin("ob")
    res = cs.clin("reg")
    gp = cs.clin("gp")
    los = cs.ri(1, 6)
    adm = cs.today - TD(days=los)
    bd = adm + TD(days=cs.ri(0, 1))
    sex, bfirst = baby(cs)
    mode = cs.ch(["normal vaginal birth", "emergency caesarean" if not cs.us else "unscheduled cesarean",
                  "elective caesarean" if not cs.us else "scheduled repeat cesarean", "vacuum-assisted birth"])
    C.letterhead(d, cs, cs.hosp, contacts=cs.p(0.6))
    d.ln(cs.ch(["MATERNITY DISCHARGE SUMMARY", "Postpartum Discharge Summary" if cs.us else
                "Discharge Summary - Maternity", "OBSTETRIC DISCHARGE SUMMARY"]))
    d.ln("")
    C.id_block(d, cs, extra=[x for x in ["addr", "phone", "ins", "ssn", "acct"] if cs.p(0.6)])
    d.ln("Admitted: ", cs.D(adm), "   Discharged: ", cs.D(cs.today), "   LOS: %d day%s" % (los, "" if los == 1 else "s"))
    d.ln("Ward: ", Phi(cs.ward, "HOSPITAL"), "   ", cs.sp("Attending", "Consultant"), ": ", cs.dn(cons, "dr_full"))
    gp_site = cs.gp_practice
    d.ln(cs.ch(["PCP", "Primary care"] if cs.us else ["GP", "Usual GP"]), ": ", cs.dn(gp, "dr_full"), ", ",
         Phi(gp_site, "HOSPITAL"), ["  Fax ", cs.FX()] if cs.p(0.5) else "")
    d.ln("")
    d.ln("BIRTH DETAILS")
    g, p, form = C.gp_formula(cs, delivered=True)
    d.ln(form, " at %d+%d weeks. " % (cs.ri(34, 41), cs.ri(0, 6)), mode.capitalize(), " on ", cs.D(bd),
         " at %02d:%02d." % (cs.ri(0, 23), cs.ri(0, 59)))
    d.ln("Baby: ", baby_ref(cs, bfirst), ", ", sex, ", %d g, Apgars %d/%d." % (cs.ri(2100, 4400), cs.ri(5, 9),
                                                                               cs.ri(7, 10)))
    d.ln("")
    d.ln("COMPLICATIONS / PROBLEMS")
    probs = C.med_list(cs, ["PPH %d mL - oxytocin, misoprostol, TXA" % cs.ri(600, 2100),
                            "pre-eclampsia - MgSO4 24 h, labetalol", "GDM (insulin) - ceased post delivery",
                            cs.sp("3rd degree laceration repaired in OR", "3b perineal tear repaired in theatre"), "chorioamnionitis - IV antibiotics",
                            "anaemia, iron infusion" if not cs.us else "anemia, IV iron", "urinary retention - IDC 48 h",
                            "nil"], cs.ri(1, 3))
    for pr in probs:
        d.ln("- ", pr)
    d.ln("")
    d.ln("Discharge bloods: ", C.hb(cs, cs.p(0.3)), ", Plt %d, " % cs.ri(110, 380),
         "Cr %d umol/L" % cs.ri(40, 90) if not cs.us else "Cr %.1f mg/dL" % cs.u(0.4, 1.0))
    d.ln("")
    d.ln("DISCHARGE MEDICATIONS")
    for m in C.med_list(cs, ["paracetamol 1 g q6h PRN" if not cs.us else "acetaminophen 1 g q6h PRN",
                             "ibuprofen 400 mg tds with food" if not cs.us else "ibuprofen 600 mg q6h PRN",
                             "enoxaparin 40 mg SC daily x 6 weeks", "ferrous sulfate 325 mg daily",
                             "labetalol 200 mg bd" if not cs.us else "nifedipine ER 30 mg daily",
                             "docusate 100 mg BID", "oxycodone 5 mg q4h PRN (max 10 tabs)"], cs.ri(2, 4)):
        d.ln("- ", m)
    if cs.p(0.5):
        d.ln("Scripts sent to ", Phi(cs.ch(P.PHARMACIES[cs.c]), "HOSPITAL"), ", ", Phi(cs.city, "CITY"), ".")
    d.ln("")
    d.ln("NEWBORN")
    d.ln(cs.ch(["Newborn screening (heel prick)", "NBST", "State newborn screen"]), " collected ",
         cs.D(min(cs.today, bd + TD(days=cs.ri(1, 3)))), ", card ", cs.acc("NB"), ". Hearing screen ",
         cs.ch(["passed bilaterally", "refer L - rescreen booked", "passed"]), ". Hep B ",
         cs.ch(["given", "given", "declined"]), ".")
    d.ln("")
    d.ln("FOLLOW-UP")
    d.ln("- ", cs.ch(["GP", "Usual GP"]) if not cs.us else "PCP/OB", " review at 6 weeks postpartum",
         cs.ch(["", "; BP check in 1 week", "; OGTT at 6-12 weeks"]), ".")
    if not cs.us:
        d.ln("- Maternal and Child Health Nurse notified; first home visit ", cs.Dw(cs.today + TD(days=cs.ri(2, 7))), ".")
    else:
        d.ln("- Pediatrician (", cs.dn(cs.clin("paed"), "dr_last"), ") in 48-72 h.")
    if cs.p(0.4):
        d.ln("- Wound check with practice nurse ", cs.D(cs.today + TD(days=cs.ri(5, 9))), ".")
    if cs.p(0.45):
        d.ln("Transport home: private car, ", cs.ch(["plate", "license plate"] if cs.us else ["rego", "registration"]), " ", cs.plate(),
             "; capsule fitted and checked." if not cs.us else "; infant car seat checked by RN.")
    if cs.p(0.3):
        d.ln("Emergency contact: ", cs.fam("full"), " ", cs.PH(cs.phone_partner))
    d.ln("")
    d.ln("Completed by ", cs.dn(res, cs.ch(["dr_full", "full_cred"])), ", ", cs.ch(["pager ", "page "]), cs.pager())
    d.ln("Electronically " + cs.sp("authorized ", "authorised "), cs.D(cs.today), " - ", cs.user(res))
    if cs.p(0.4):
        d.ln("Copy sent to GP via secure messaging: ", cs.site_email(cs.ch(["gp.inbox", "reception", "results"])))


REASONS = [
    ("reduced fetal movements", "baby hasn't moved much since lunch", "the baby has hardly moved since lunch"),
    ("PV bleeding", "some bright red blood when I wiped, like a period", "she is bleeding bright red, like a period"),
    ("?SROM", "a big gush of clear fluid and it keeps leaking", "her waters may have broken, clear fluid leaking"),
    ("contractions", "tightenings every 5 minutes for the last hour", "she is having tightenings every 5 minutes"),
    ("headache and visual disturbance", "a really bad headache and flashing lights",
     "she has a bad headache and is seeing flashing lights"),
    ("abdominal pain", "sharp pain on the right side that won't settle", "she has sharp right-sided pain"),
    ("vomiting", "can't keep anything down since yesterday", "she has been vomiting since yesterday"),
]


def gen_triage(cs, d):
    mw = cs.clin("mw")
    ob = cs.clin("reg")
    gaw, gad = cs.ri(24, 41), cs.ri(0, 6)
    lmp, edd = C.preg_dates(cs, gaw, gad)
    g, p, form = C.gp_formula(cs)
    reason, quote, para = cs.ch(REASONS)
    tele = cs.p(0.45)
    unit = cs.ch(["Maternity Triage", "OB Triage", "Labor & Delivery Triage"] if cs.us else
                 ["Pregnancy Assessment Centre", "Maternity Assessment Unit", "Birth Suite Triage"])
    d.ln(Phi(cs.hosp, "HOSPITAL"), " - ", unit)
    d.ln(cs.ch(["TELEHEALTH TRIAGE RECORD", "Video Consultation Note"]) if tele else
         cs.ch(["TELEPHONE TRIAGE RECORD", "Phone Advice Log", "Maternity Telephone Advice"]))
    when = cs.today
    clock = dt.datetime(when.year, when.month, when.day, cs.ri(0, 21), cs.ri(0, 59))
    d.ln("Call date: ", cs.D(when), "  Time: %02d:%02d" % (clock.hour, clock.minute), "  Taken by: ",
         cs.dn(mw, cs.ch(["full", "init_last", "first"])), " (", mw.cred, ")")
    caller_partner = cs.p(0.3)
    if caller_partner:
        d.ln("Caller: ", cs.partner_word(), " ", cs.fam("full"), " on behalf of patient")
    else:
        d.ln("Caller: patient")
    d.ln("Callback no.: ", cs.PH(cs.phone_pt if cs.p(0.7) else cs.phone_partner))
    d.ln("Patient: ", cs.pn(cs.ch(["full", "LF", "lf"])), "   ", cs.mrn_label(), " ", cs.MRN(), "   DOB ", cs.D(cs.dob))
    d.ln(form, ", ", "%d+%d" % (gaw, gad), " weeks, EDD ", cs.D(edd), ". Booked at ",
         cs.H(cs.hosp if cs.p(0.7) else cs.clinic), ".")
    if tele:
        d.ln("Platform: ", cs.ch(["hospital video link", "secure telehealth"]), ", session from ", cs.ip(),
             "; patient identity confirmed with DOB and address (", Phi(cs.street, "STREET"), ", ",
             Phi(cs.city, "CITY"), ").")
    d.ln("")
    d.ln("Presenting concern: ", reason)
    if caller_partner:
        d.ln(cs.fam("first"), " reports ", para, ". \"", cs.ch(["She's really worried.", "Should I bring her in?", "We're about 40 minutes away."]), "\"")
    else:
        d.ln("Pt states: \"", quote.capitalize(), ".\"", cs.ch(["", " \"I just want to be sure.\"",
                                                                " \"Is this normal?\""]))
    d.ln("Hx: ", cs.ch(["uncomplicated pregnancy", "GDM on metformin", "previous LSCS" if not cs.us else
                        "prior C/S x1", "low-lying placenta at morphology", "IVF pregnancy", "Rh negative"]),
         ". FM ", cs.ch(["normal until today", "reduced", "present"]), ". ",
         cs.ch(["No PV loss.", "No pain.", "Mild backache.", "No headache."]))
    if cs.p(0.4):
        hd = cs.today - TD(days=cs.ri(3, 40))
        d.ln("Last seen in clinic ", cs.D(hd), " - BP ", C.bp(cs), ", SFH appropriate.")
    d.ln("")
    advice = cs.ch(["COME IN", "COME IN", "HOME"])
    if advice == "COME IN":
        d.ln("Advice: attend ", unit, " now for CTG and review. Not to drive herself.")
        if cs.p(0.5):
            d.ln(cs.partner_word().capitalize(), " driving; car ", cs.ch(["plate", "license plate"] if cs.us else ["rego", "plate"]), " ",
                 cs.plate(), " given to ", cs.ch(["after-hours security for boom gate access",
                                                 "security for drop-off zone"]), ".")
        d.ln("")
        clock += TD(minutes=cs.ri(20, 95))
        d.ln("ARRIVAL %02d:%02d - " % (clock.hour, clock.minute), cs.ch(["Assessment room", "Bay", "Room"]), " ",
             cs.room())
        d.ln(C.vitals_line(cs, "headache" in reason))
        d.ln("CTG: baseline %d, variability %s, accelerations %s, %s." % (
            cs.ri(120, 155), cs.ch(["normal", "normal", "reduced"]), cs.ch(["present", "present", "absent"]),
            cs.ch(["no decelerations", "one early deceleration", "no decels"])))
        extra = cs.ch(["Speculum: cervix closed, no liquor; Amnisure negative." if cs.us else
                       "Speculum: cervix closed, no liquor; AmniSure negative.",
                       "PET bloods sent; urine protein:creatinine ratio pending.",
                       "Bedside US: cephalic, liquor normal, FHR 146.", "VE: 3 cm, 60% effaced."])
        d.ln(extra)
        outc = ["admitted to antenatal ward for PET workup."] if "headache" in reason else [
            "reassured, discharged home with FM advice.", "admitted to antenatal ward for observation.",
            "transferred to birth suite." if not cs.us else "admitted to L&D.", "growth scan booked for tomorrow."]
        d.ln("Reviewed by ", cs.dn(ob, cs.ch(["dr_full", "dr_last"])), ": ", cs.ch(outc))
    else:
        d.ln("Advice: ", cs.ch(["monitor at home, call back if any change", "paracetamol, fluids, rest; call back if "
                                "pain worsens", "lie on left side, count kicks for 2 h; call back if < 10"]), ".")
        d.ln("Safety-netting given; to call ", cs.PH(), " or 911" if cs.us else " or 000", " if heavy bleeding, "
             "severe pain or no movements.")
        if cs.p(0.5):
            d.ln("Follow-up call planned ", cs.Dw(cs.today + TD(days=1)), " by ", cs.dn(cs.clin("mw"), "first"), ".")
    d.ln("")
    clock += TD(minutes=cs.ri(5, 60))
    d.ln("Documented by ", cs.user(mw), " at %02d:%02d" % (clock.hour, clock.minute),
         cs.ch(["", " (late entry)"]))
