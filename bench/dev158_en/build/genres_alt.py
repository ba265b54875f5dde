"""Alternative layouts for some genres: terse MET note, tabular clerk log,
phone ISBAR transfer handover, incident e-mail."""
import clin
import pools as P
import records as R
from core import aligned_table, pipe_table


MET_SCEN = [
    ("RR 34, SpO2 86% on 6L HM", "increasingly SOB over 2 h, productive cough", "Coarse creps R) base.",
     "?sepsis - resp source (HAP)", ["HFNP 40L/40%", "BCs x2, pip-taz 4.5 g IV", "portable CXR", "500 mL CSL bolus"]),
    ("SBP 76, HR 128", "rigors at 0200 obs, IDC draining cloudy urine", "Warm peripheries, CRT 3 s.",
     "urosepsis", ["BCs x2 + MSU", "gentamicin 5 mg/kg IV", "1 L CSL over 1 h", "strict FBC"]),
    ("GCS 15 -> 9", "3 x PRN oxycodone since 1800", "Pupils 2 mm, RR 8.", "opioid toxicity",
     ["naloxone 100 mcg - good response", "naloxone infusion", "cease regular opioid", "sedation score 1/24"]),
    ("HR 38 (CHB?)", "dizzy on standing, near syncope", "Pupils 3 mm PERL. Cannon a waves.",
     "symptomatic bradycardia", ["atropine 600 mcg, pacing pads on", "12-lead ECG, CCU r/v",
                                 "hold metoprolol + digoxin", "K/Mg levels"]),
    ("new facial droop", "L) facial droop + slurred speech at 1530, LSW 1500", "R) arm drift, NIHSS 7.",
     "?stroke - code stroke called", ["CT brain + CTA - booked", "NBM pending swallow screen", "neuro obs 1/24"]),
    ("SpO2 84%, RR 30", "SOB lying flat, +2.4 kg since adm", "JVP up, bibasal creps.", "APO",
     ["IV frusemide 80 mg", "GTN patch 10 mg", "CPAP trial", "strict FBC, IDC"]),
]


# ---------------------------------------------------------------- MET call, progress-note style
def met_terse(g, d):
    trig, hx, oe, imp, mx = g.c(MET_SCEN)
    pt = R.patient(g, g.c(["med", "surg", "aged"]))
    doc = g.name()
    d.ln(g.d(g.day(0)), " " + clin.time(g) + " " + g.c(["MET CALL NOTE (MET Reg)", "MET call - med reg",
                                                        "RRT review", "*** MET CALL ***"]))
    d.ln("Called to ", (pt.ward, "HOSPITAL"), " bed ", (pt.bed, "LOCATION_OTHER"), " re: " + trig)
    d.ln("Pt: ", g.pname(pt.n, g.c(["tL", "FL", "LFcap"])), ", ", g.age(pt.age, g.c(["sex", "yoS", "yo"]), pt.sex),
         ", ", R.mrn_pieces(g, pt), ". Adm ", g.ds(pt.adm), " w " + pt.dx + " under " + pt.spec + ".")
    d.ln("Hx from RN ", g.staff(None, None, "F"), ": " + hx + ".")
    d.ln("O/E: " + clin.obs(g) + ". GCS %d. " % g.ri(8, 15) + oe)
    d.ln("Ix: VBG pH 7.%02d pCO2 %d lac %.1f; BGL %.1f; ECG %s" % (
        g.ri(18, 45), g.ri(30, 80), g.ri(8, 60) / 10, g.ri(30, 200) / 10,
        g.c(["sinus tach", "AF 140", "no acute change", "CHB - rate 36"])))
    d.ln("Imp: " + imp)
    d.ln("Mx:")
    for m in mx + g.c([[], ["ICU outreach r/v 2/24"], ["repeat VBG 1 h"]]):
        d.ln(" - " + m)
    d.ln(" - d/w cons ", g.doctor(pt.cons), " by phone - " + g.c(["agrees", "for ICU r/v", "ceiling = ward"]))
    d.ln(" - ", pt.rel, " ", g.pname(pt.nok, g.c(["FL", "F"]), "FAMILY"), " updated on ", (pt.nok_phone, "PHONE"))
    d.ln("Modified MET criteria: RR > %d, SpO2 < %d%%, SBP < %d x 24 h" % (g.ri(28, 34), g.ri(85, 90), g.ri(80, 95)))
    d.ln(g.staff(doc, None, g.c(["DrFL", "DrL"])), " " + g.c(["MET Reg", "Med Reg", "ICU Reg"]) + " pager ",
         (g.pager(), "PHONE"))
    if g.chance(0.5):
        lab, val = g.reg("MED")
        d.ln(lab + " ", (val, "LICENSE"))


# ---------------------------------------------------------------- clerk ADT table
def clerk_table(g, d):
    ward = g.ward()
    clerk = g.name()
    d.ln("ADT register | ", (ward, "HOSPITAL"), " | ", (g.hosp_ref(), "HOSPITAL"), " | ", g.d(g.day(0)))
    d.ln("Clerk on: ", g.staff(clerk, None, "FL"), " | user ", (g.username(clerk), "USERNAME"), " | PC ",
         (g.ip(), "IPADDR"))
    rows = []
    ini = g.staff(clerk, None, "ini")
    tmin = 7 * 60 + g.ri(0, 40)
    for _ in range(g.ri(6, 12)):
        tmin += g.ri(10, 75)
        pt = R.patient(g, ward=ward)
        ev = g.c(["ADM", "ADM", "DIS", "DIS", "TRF IN", "TRF OUT", "LEAVE"])
        if ev == "ADM":
            note = ["from " + g.c(["ED", "AAU", "PACU", "clinic"]) + "; GP ", ["Dr ", (pt.gp.last, "DOCTOR")]]
        elif ev == "DIS":
            note = g.c([["home - ", g.c(clin.TRANSPORT)], ["to ", (pt.racf, "HOSPITAL")],
                        ["summary faxed ", (pt.gp_fax, "FAX")]])
        elif ev == "TRF IN":
            note = ["from ", (g.other_hosp(), "HOSPITAL")]
        elif ev == "TRF OUT":
            note = ["to " + g.c(["ICU", "CCU", "HDU"]) + " bed ", (g.bed(), "LOCATION_OTHER")]
        else:
            note = ["day leave with ", pt.rel, " ", g.pname(pt.nok, "F", "FAMILY"), " ret 1700"]
        rows.append(["%02d%02d" % ((tmin // 60) % 24, tmin % 60), ev, (pt.bed, "LOCATION_OTHER"),
                     g.pname(pt.n, g.c(["LFcap", "LFm"])), (pt.mrn, "MRN"), g.d(pt.dob, "ddmmyyyy"),
                     (pt.acct, "ACCOUNT"), note, ini])
    hdr = ["Time", "Event", "Bed", "Patient", g.mrn_label().rstrip(":. "), "DOB", "Episode", "Notes", "By"]
    (pipe_table if g.chance(0.5) else aligned_table)(d, hdr, rows)
    d.t("\n")
    d.ln("Messages:")
    for _ in range(g.ri(1, 3)):
        pt = R.patient(g, ward=ward)
        d.ln(" - " + clin.time(g, 8, 17) + " ", g.pname(pt.nok, "FL", "FAMILY"), " (" + pt.rel + " of ",
             g.pname(pt.n, "tL"), ") - " + g.c(["pls call re discharge", "bringing clothes at 1500",
                                              "wants update from Dr", "address change"]) + " - ",
             (pt.nok_phone, "PHONE"))
    if g.chance(0.5):
        pt = R.patient(g, ward=ward)
        d.ln(" - Demographics updated for ", g.pname(pt.n, "LFcap"), ": new address ", g.addr(pt.addr, "upper"),
             "; email ", (g.email(pt.n), "EMAIL"))


# ---------------------------------------------------------------- phone ISBAR transfer handover
def transfer_isbar(g, d):
    pt = R.patient(g, g.c(["aged", "aged", "rehab", "med"]))
    me, them = g.name(), g.name()
    dest = g.c(["racf", "hosp"])
    where = (pt.racf if dest == "racf" else g.other_hosp(), "HOSPITAL")
    d.ln(g.c(["CLINICAL HANDOVER - TRANSFER OF CARE (ISBAR, phone)", "Nursing transfer handover (verbal) - ISBAR",
              "TRANSFER OF CARE: ISBAR PHONE HANDOVER"]))
    d.ln("Date: ", g.d(g.day(0)), "  Time: " + clin.time_colon(g, 9, 17))
    d.ln("From: ", g.staff(me, "RN", "FLc"), ", ", (pt.ward, "HOSPITAL"), ", ", (g.hosp, "HOSPITAL"), "  ph ",
         (g.phone("land"), "PHONE"))
    d.ln("To: ", g.staff(them, g.c(["RN", "EN", "Clinical Manager"]), "FLc"), ", ", where, "  ph ",
         (g.phone("land"), "PHONE"))
    d.t("\n")
    d.ln("I - ", g.pname(pt.n, g.c(["FL", "LFcap"])), ", DOB ", g.d(pt.dob), ", ", R.mrn_pieces(g, pt),
         g.c(["", [", Medicare ", (g.medicare(), "HEALTHPLAN")] if g.cc == "AU" else [", CSC ", (g.csc(), "HEALTHPLAN")]]),
         ".")
    if dest == "racf":
        d.ln("S - returning to facility (room ", (str(g.ri(1, 60)), "LOCATION_OTHER"), ") today after admission ",
             g.ds(pt.adm), " for " + pt.dx + ".")
    else:
        d.ln("S - transfer for " + g.c(["rehab", "ongoing care closer to home", "dialysis access"]) + "; accepted by ",
             g.doctor(), ". Adm here ", g.ds(pt.adm), " with " + pt.dx + ".")
    d.ln("B - PMHx " + g.c(["dementia, AF, T2DM", "COPD, OSA on CPAP", "CKD4, HTN", "Parkinson's, depression"]) +
         ". " + g.c(["Allergy: penicillin.", "NKDA."]), " Born in ", (pt.cob or g.c(P.COUNTRIES), "COUNTRY"),
         "; ", R.prof_pieces(g, pt), ".")
    d.ln("A - " + clin.obs(g) + ". Mobility " + pt.mob + "; " + g.c(clin.DIET) + "; " +
         "; ".join(clin.issues(g, 2)) + ".")
    d.ln("R - " + g.c(["GP review within 48 h", "repeat EUC Monday", "wound r/v q3d", "weekly weights"]) +
         "; follow-up with ", g.doctor(), " ", g.d(g.day(g.ri(7, 30))), ". Family (", g.pname(pt.nok, "FL", "FAMILY"),
         ", " + pt.rel + ") aware, ph ", (pt.nok_phone, "PHONE"), ".")
    d.t("\n")
    d.ln("Read-back confirmed by receiving RN. Documents faxed to ", (g.fax(), "FAX"), " at " + clin.time(g, 9, 17) +
         ": d/c summary, MAR, transfer form" + g.c(["", ", ACD"]) + ".")
    d.ln("Transport: ", (g.loc(P.ORGS_TRANSPORT), "ORGANIZATION"), ", booking ", (g.idnum("transport"), "IDNUM"),
         ", vehicle ", (g.plate(), "VEHICLE"), ".")
    R.sig(g, d, "RN", "NMW", who=me)


# ---------------------------------------------------------------- incident e-mail
def incident_email(g, d):
    pt = R.patient(g)
    me, num = g.name(), g.name()
    inc = g.idnum("incident")
    d.ln("From: ", g.staff(me, None, "FL"), " <", (g.email(me), "EMAIL"), ">")
    d.ln("To: ", g.staff(num, None, "FL"), " <", (g.email(num), "EMAIL"), ">")
    d.ln("Cc: ", (g.email(role="patientsafety"), "EMAIL"))
    d.ln("Sent: ", g.d(g.day(0), "Weekday d Month"), " " + clin.time_colon(g, 6, 23))
    he, his = ("he", "his") if pt.sex == "M" else ("she", "her")
    ev = g.c([("fall", "Around 0300 %s was found on the floor next to the commode" % he),
              ("near miss", "On the 0600 round %s'd removed %s PIVC and was trying to climb over the rails" % (he, his)),
              ("med error", "At 1400 meds round we realised the 0800 apixaban had been given twice"),
              ("missing pt", "Pt wasn't in bed at the 2200 check and turned up in the cafe")])
    d.ln("Subject: incident ", (inc, "IDNUM"), " - " + ev[0] + " bed ",
         (pt.bed, "LOCATION_OTHER"))
    d.t("\n")
    d.ln("Hi ", g.staff(num, None, "F"), ",")
    d.t("\n")
    d.w("Just letting you know I've logged ", (inc, "IDNUM"), " for ", g.pname(pt.n, "tFL"), " (",
        R.mrn_pieces(g, pt), ") in ", (pt.ward, "HOSPITAL"), ". ")
    d.w(ev[1] + ". ")
    d.w("No obvious injury, obs stable (NEWS %d), seen by " % g.ri(0, 4), g.doctor(), " who ordered " +
        g.c(["a CTB", "neuro obs x 24h", "an XR of the R) hip", "nothing further"]) + ". ")
    d.ln(pt.rel.capitalize() + " ", g.pname(pt.nok, "F", "FAMILY"), " was called on ", (pt.nok_phone, "PHONE"),
         " and is coming in this arvo - %s may want to speak with you." % ("he" if pt.nok.sex == "M" else "she"))
    d.t("\n")
    dv = g.c([("Bed alarm sensor (SN ", "sensor"), ("The pump (SN ", "pump"), ("The bed (asset ", "asset")])
    d.ln(dv[0], (g.device_sn(dv[1]), "DEVICE"), ") has gone to biomed just in case.")
    d.t("\n")
    d.ln("Thanks,")
    d.ln(g.staff(me, None, "F"))
    d.ln(g.c(["RN", "CN", "ANUM"]) + " | ", (pt.ward, "HOSPITAL"), " | ext ", (g.ext(), "PHONE"))
