"""Genres: adverse donor reaction report; apheresis donor procedure record."""
import clinical as K
import pools as P
from common import age, donor_banner, footer, sig


def _tm(c, h0=8, h1=19):
    return "%02d:%02d" % (c.r.randint(h0, h1), c.r.randint(0, 59))


def adverse_reaction(c, d):
    p = c.person()
    key, cat, narr = c.ch(K.REACTIONS)
    st, st2 = c.staff(), c.staff()
    narrative_only = c.chance(0.3)
    city = c.city()
    site_is_venue = c.chance(0.45)
    site = c.venue(city) if site_is_venue else c.centre(city)
    repno = c.case_no(c.ch(["ADR", "ADE", "DAE"]))
    if narrative_only:
        d.t(c.ch(["Adverse event note", "ADR - nursing note", "Donor reaction - progress note"]) + "\n")
        d.w("{DATE} %s  " % _tm(c), c.fd(c.today, c.ch(["num", "num_short", "dmy_upper"])))
        d.p(site, "LOCATION_OTHER" if site_is_venue else "HOSPITAL").t("\n")
        d.nm(p, "PATIENT", c.ch(["full", "t_last", "lf"])).t(" ")
        age(c, d, p, c.ch(["yo", "y", "sexletter", "year-old"]))
        d.t("%s donor, %s, donor no. " % (c.ch(["returning", "first-time", "regular", "lapsed"]),
                                          c.ch(["WB", "whole blood", "plasma", "platelet"])))
        d.p(c.donor_no(), "MRN").t(". ")
        d.t(narr.format(vol=c.r.randint(150, 470)) + " ")
        if c.chance(0.5):
            d.w("Observations at recovery: BP %d/%d, HR %d, SpO2 %d%%. " % (c.r.randint(84, 130), c.r.randint(48, 86),
                c.r.randint(44, 110), c.r.randint(94, 100)))
        d.t("ADR form ").p(repno, "IDNUM").t(" completed. ")
        if c.chance(0.6):
            rel = c.ch(P.RELATIONS[:10])
            fam = c.person(amin=18, amax=80)
            d.w("Collected by %s {FAMILY} ({PHONE}). " % rel, fam.form(c.ch(["first", "full"]))[1], c.phone("mobile"))
        d.t("\n- ").nm(st, "DOCTOR", c.ch(["first", "full", "inits_lc", "i_last"]))
        d.t(" %s\n" % st.cred)
        return
    d.t(c.ch(["ADVERSE DONOR REACTION REPORT", "Donor Adverse Event Report (DAE)",
              "COMPLICATIONS OF DONATION - INCIDENT FORM", "Adverse Reaction Record"]) + "\n")
    d.w("Report no: {IDNUM}    Service: {ORGANIZATION}\n", repno, c.service)
    d.t("Site: ").p(site, "LOCATION_OTHER" if site_is_venue else "HOSPITAL")
    if site_is_venue:
        d.w(", {CITY}", city)
    d.t("\n")
    t0 = c.r.randint(8 * 60, 19 * 60)
    hm = lambda m: "%02d:%02d" % (m // 60, m % 60)
    d.w("Date of donation: {DATE}   Onset: %s   Reported: %s\n" % (hm(t0), hm(t0 + c.r.randint(3, 25))), c.fd(c.today))
    donor_banner(c, d, p, extra=c.chance(0.7))
    dtype = c.ch(["Whole blood", "Whole blood", "Plasma (apheresis)", "Platelets (apheresis)"])
    if key == "citrate":
        dtype = "Platelets (apheresis)"
    d.w("Donation type: %s   DIN: {IDNUM}   %s: {LOCATION_OTHER}\n" % (dtype, c.ch(["Bed", "Chair", "Couch"])),
        c.din(), str(c.r.randint(1, 14)))
    d.t("Weight %d kg  Height %d cm  EBV %.1f L  First-time: %s  Previous ADR: " % (
        c.r.randint(50, 118), c.r.randint(150, 198), c.r.randint(35, 65) / 10, c.ch(["Y", "N", "N"])))
    if c.chance(0.25):
        d.w("VVR {DATE}\n", c.fd(c.days(-c.r.randint(400, 2500)), c.ch(["year", "mon_year"])))
    else:
        d.t(c.ch(["None", "Nil known", "bruise x1", "nil"]) + "\n")
    if c.chance(0.8):
        d.w("Occupation: {PROFESSION}\n", p.prof)
    d.t("\nCategory: %s\nSeverity: %s   Imputability: %s\n" % (cat, c.ch(K.SEVERITY), c.ch(K.IMPUTABILITY)))
    d.t("\nDescription:\n%s\n" % narr.format(vol=c.r.randint(150, 470)))
    if c.chance(0.5):
        d.t("Equipment: %s; %s retained for investigation.\n" % (c.ch(K.NUMBER_NOISE), c.ch(["needle", "pack", "set"])))
    if c.chance(0.7):
        d.t("\nObservations\nTime  | BP      | HR  | SpO2 | Comment\n")
        for j in range(c.r.randint(2, 5)):
            d.t("%s | %d/%d | %d | %d%% | %s\n" % (hm(t0 + 2 + 7 * j), c.r.randint(80, 140), c.r.randint(45, 90),
                c.r.randint(42, 118), c.r.randint(93, 100),
                c.ch(["pale, clammy", "alert", "GCS 15", "nauseous", "colour returning", "sitting up", "tolerating fluids"])))
    tr = c.r.randint(0, 4)
    if tr == 2:
        d.w("\nTreatment: Trendelenburg, O2 2 L/min via NP, Glasgow Coma Scale 15 on arrival of paramedics "
            "(ambulance incident no. {IDNUM}).\n", "%02d-%s" % (c.today.year % 100, c.digits(6)))
    else:
        d.t("\nTreatment: %s\n" % ["Legs raised, cold compress, oral fluids, monitored 30 min.",
                                     "Pressure, cold pack, arm sling, bruise leaflet.", "",
                                     "Oral calcium carbonate, return rate reduced.",
                                     "Removed needle, advice sheet, GP follow-up."][tr])
    outc = c.ch(["recovered", "ed", "home_family", "drove"])
    d.t("Outcome: ")
    if outc == "recovered":
        d.t("Recovered fully on site; left at %s.\n" % hm(t0 + c.r.randint(30, 70)))
    elif outc == "ed":
        d.w("Transferred to {HOSPITAL} ED", c.hospital(city))
        if c.chance(0.5):
            d.w(" (hospital no. {MRN})", c.hosp_mrn())
        d.t("; discharged same day.\n")
    elif outc == "home_family":
        rel = c.ch(P.RELATIONS[:12])
        fam = c.person(amin=18, amax=85)
        d.w("Collected by %s {FAMILY}, mobile {PHONE}.\n" % rel, fam.form(c.ch(["full", "first"]))[1], c.phone("mobile"))
    else:
        d.w("Donor insisted on driving home; vehicle reg {VEHICLE} noted. Advised not to drive for 1 h - declined.\n",
            c.plate())
    if p.prof in P.HAZARDOUS or c.chance(0.3):
        d.w("Advised not to return to work as {PROFESSION} today (hazardous occupation).\n", p.prof)
    fdate = c.days(c.r.randint(1, 3))
    d.t("\nFollow-up call ").w("{DATE}", c.fd(fdate, c.ch(["num", "dm", "wd_short", "med"])))
    d.t(" by ").nm(st2, "DOCTOR", c.ch(["full", "i_last", "first"])).t(": ")
    d.t(c.ch(["donor well, no further symptoms.", "bruise resolving, some discomfort, advised paracetamol.",
              "ongoing tingling in thumb - referred to donor medical team.",
              "no answer x2, voicemail left.", "donor back at work, happy to donate again."]) + "\n")
    d.t("Donor record flag: %s\n" % c.ch(["extended rest + 500 mL water pre-donation", "no further action",
                                            "refer MO before next donation", "apheresis only", "WB deferred 12 months"]))
    if c.c == "UK" and c.chance(0.5):
        d.t("Reportable to SHOT/SABRE: %s\n" % c.ch(["No", "Yes - severe", "No (non-serious)"]))
    d.t("\nCompleted by: ")
    sig(c, d, st)
    if c.chance(0.6):
        mo = c.staff(doctor=True)
        d.t("Reviewed by: ").nm(mo, "DOCTOR", c.ch(["dr_full", "dr_last"])).w(" on {DATE}\n", c.fd(c.days(c.r.randint(1, 9))))
    footer(c, d)


def _plasma_centre(c, d):
    p = c.person(amin=18, amax=68)
    city = c.city()
    d.w("{ORGANIZATION} - {CITY} Center\n", c.ch(P.PLASMA_COMPANIES), city)
    d.w("{STREET}, {CITY}, {STATE} {ZIP}   Ph {PHONE}\n", c.street(), city, c.state(), c.zipc(), c.phone())
    d.t("SOURCE PLASMA DONATION RECORD\n")
    t0 = c.r.randint(6 * 60, 17 * 60)
    hm = lambda m: "%02d:%02d" % (m // 60, m % 60)
    d.w("Visit #: {ACCOUNT}   Date: {DATE}   Check-in %s\n" % hm(t0), c.visit_no(), c.fd(c.today, c.ch(["num", "num_short"])))
    d.t("Donor: ").nm(p, "PATIENT", c.ch(["lf", "lfm", "full"]))
    d.w("   Donor ID: {MRN}\n", c.donor_no())
    d.w("DOB: {DATE}  Age: {AGE}  ", c.dob_str(p), str(p.age))
    if c.us or c.chance(0.4):
        d.w("%s: {SSN}" % c.ssn_label(), c.ssn())
    d.t("\n")
    d.w("Identity: fingerprint match OK (template {BIOID})", c.bioid())
    if c.chance(0.5):
        d.w("; %s DL {LICENSE}" % c.state(True), c.driver_licence())
    d.t("\nAddress verified: ")
    c.addr(d)
    d.t(" (proof of residency on file)\n")
    w = c.r.randint(110, 300)
    vol = 690 if w < 150 else (825 if w < 175 else 880)
    d.t("Weight %d lb -> nomogram volume %d mL (total incl. AC %d mL)\n" % (w, vol, vol + 60))
    d.t("Screening: Hct %d%%  TP %.1f g/dL  BP %d/%d  P %d  T %.1f F  arms OK\n" % (
        c.r.randint(38, 52), c.r.randint(60, 90) / 10, c.r.randint(100, 160), c.r.randint(60, 95),
        c.r.randint(50, 100), c.r.randint(974, 991) / 10))
    d.w("Machine: PCS2 SN {DEVICE}  Booth {LOCATION_OTHER}  Bottle no. {IDNUM}\n",
        c.device_sn("apheresis"), str(c.r.randint(1, 48)), c.din(False))
    t1 = t0 + c.r.randint(25, 60)
    d.t("Start %s  End %s  Cycles %d  Saline %s\n" % (hm(t1), hm(t1 + c.r.randint(38, 75)), c.r.randint(5, 9),
                                                    c.ch(["none", "500 mL", "given"])))
    if c.chance(0.4):
        d.t("Reaction: %s\n" % c.ch(["citrate - tingling lips, Tums x2, resolved", "infiltration L arm, procedure stopped",
                                      "none"]))
    d.w("Compensation: $%d loaded to card {ACCOUNT}\n" % c.ch([40, 50, 70, 100, 120]), c.pay_card())
    d.w("Next eligible: {DATE} (min 2 days between donations, max 2 in 7 days)\n",
        c.fd(c.days(c.ch([2, 3, 4]))))
    st = c.staff()
    d.t("Phlebotomist: ").nm(st, "DOCTOR", c.ch(["full", "i_last", "inits3"]))
    d.w("  Operator login: {USERNAME}\n", c.username(st))
    if c.chance(0.5):
        ph = c.staff()
        d.t("Screened by: ").nm(ph, "DOCTOR", "full").t(", %s\n" % c.ch(["Medical Screener", "LPN", "EMT-B"]))


def apheresis(c, d):
    if c.c in ("US", "CA") and c.chance(0.7 if c.us else 0.45):
        return _plasma_centre(c, d)
    p = c.person(amin=18, amax=70)
    prod = c.ch(["Double platelet + concurrent plasma", "Single platelet dose", "Plasma (plasmapheresis) 750 mL",
                 "Triple platelet", "Platelets (HLA-matched request)", "Double red cells (2RBC)"])
    mach = c.ch(K.APH_MACHINES)
    d.p(c.service, "ORGANIZATION").t(" - APHERESIS PROCEDURE RECORD\n")
    d.w("Centre: {HOSPITAL}   Procedure date: {DATE}\n", c.centre(), c.fd(c.today))
    if c.chance(0.6):
        d.w("Appointment ref: {ACCOUNT}\n", c.booking_ref())
    donor_banner(c, d, p, extra=c.chance(0.5))
    d.t("Procedure: %s\n" % prod)
    if "HLA" in prod:
        rec = c.person(amin=4, amax=80)
        d.w("For recipient at {HOSPITAL}, hosp. no. {MRN} (HLA A2, B44) - request {IDNUM}\n",
            c.hospital(), c.hosp_mrn(), c.case_no("HLA"))
    d.w("Machine: %s   SN: {DEVICE}   %s\n" % (mach, c.ch(["Kit lot 2311A05", "Set REF 80400, lot 24C118",
                                                          "Kit lot 7731-2208", "Set lot 23K4190"])),
        c.device_sn("apheresis"))
    d.t("\nPre-procedure:\n")
    hbv, thr = c.hb(sex=p.sex)
    d.t(" Hb %s   Hct %d%%   PLT %d x10^9/L   Wt %d kg   Ht %d cm   TBV %.1f L\n" % (
        hbv, c.r.randint(37, 50), c.r.randint(160, 420), c.r.randint(55, 115), c.r.randint(152, 196),
        c.r.randint(38, 66) / 10))
    d.t(" Previous procedures: %d  Last apheresis: " % c.r.randint(1, 260))
    d.w("{DATE}   Interval OK (>= 14 days)\n", c.fd(c.days(-c.r.randint(14, 120)), c.ch(["num", "med", "dm"])))
    d.t(" Meds: %s  Aspirin/NSAID in last 5 days: %s\n" % (c.ch(["nil", "levothyroxine", "COCP", "cetirizine PRN"]),
                                                            c.ch(["No", "No", "Yes - ibuprofen 2 days ago -> plasma only"])))
    d.t("\nProcedure:\n")
    d.w(" Venepuncture %s %s, %s gauge, by {DOCTOR}\n" % (_tm(c, 7, 16), c.ch(K.ARM_SITES), c.ch(["16", "17", "18"])),
        c.staff().form(c.ch(["full", "i_last", "first"]))[1])
    dur = c.r.randint(38, 110)
    d.t(" Run time %d min   ACD-A used %d mL   AC ratio 1:%d   Inlet max %d mL/min\n" % (
        dur, c.r.randint(180, 620), c.r.randint(9, 13), c.r.randint(50, 100)))
    d.t(" Target yield %.1f x10^11   Actual %.1f x10^11   Plasma %d mL\n" % (
        c.r.randint(30, 90) / 10, c.r.randint(28, 95) / 10, c.r.randint(0, 750)))
    if c.chance(0.45):
        d.t(" Citrate: %s\n" % c.ch(["mild perioral tingling at %d min - Ca carbonate 1000 mg, rate reduced" % c.r.randint(20, 70),
                                     "nil", "fingertip paraesthesia, resolved with slower return"]))
    d.t("\nProducts:\n")
    pdin = c.din()
    for k in range(c.r.randint(1, 3)):
        comp = c.ch(["Platelets", "Plasma", "Platelets", "Red cells"])
        code = {"Platelets": "E3845V", "Plasma": "E2555V", "Red cells": "E0336V"}[comp]
        d.w(" %s  DIN {IDNUM}  product %s%s0\n" % (comp, code, "ABC"[k]), pdin)
    d.t("\nComments: %s\n" % c.ch(["Uneventful.", "Good veins, donor relaxed, watched a film.",
                                   "Alarm x2 (low inlet pressure), needle repositioned.",
                                   "Donor asked about becoming a bone marrow registrant - leaflet given.",
                                   "Phenotype %s - flagged for rare-donor panel." % c.ch(K.PHENOTYPES)]))
    op = c.staff()
    d.t("Operator: ").nm(op, "DOCTOR", c.ch(["full", "i_last", "inits3"]))
    if c.chance(0.4):
        d.w(" (login {USERNAME})", c.username(op))
    d.t("   Checked: ").nm(c.staff(), "DOCTOR", c.ch(["full", "inits3", "i_last"])).t("\n")
    if c.chance(0.5):
        d.w("Next appointment: {DATE} %s\n" % _tm(c, 8, 17), c.fd(c.days(c.ch([14, 21, 28, 35])), c.ch(["wd_long", "num", "med"])))
    footer(c, d)
