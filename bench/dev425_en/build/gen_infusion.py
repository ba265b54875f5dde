"""Genres: biologic infusion record, therapeutic drug monitoring result."""
import ids
import pools_clinical as PC
import world as W
import case as K
import blocks as B
import narr as N
from core import P, typo
from narr import D

IV_BIOS = [b for b in PC.BIOLOGICS if b["g"] in ("infliximab", "vedolizumab", "ustekinumab", "risankizumab", "mirikizumab")]


def infusion_record(rng, k, n):
    k.ds = N.date_style(rng, k.c)
    us = k.c == "US"
    bio = rng.choice(IV_BIOS[:2] + IV_BIOS)
    brand = rng.choice(bio["b"])
    n1, n2 = k.staff["nurse"], k.staff["nurse2"]
    unit = k.hosp.infusion_unit
    n.add([rng.choice(["BIOLOGIC INFUSION RECORD", "IV Biologic Administration Record", "Infusion Chart - Biologic Therapy",
                       "DAY UNIT INFUSION NOTE"]), "\n"])
    n.add([P(unit, "HOSPITAL"), ", ", P(k.hosp.name, "HOSPITAL"), "  Tel ", P(ids.phone_with_ext(rng, k.c), "PHONE"), "\n\n"])
    B.pt_banner(rng, k, n, style=rng.choice([1, 2]), acct=True)
    if rng.random() < 0.45:
        n.f("Identity check: name/DOB/wristband confirmed; palm-vein scan ID {B} matched\n", B=P(ids.bioid(rng, "palm"), "BIOID"))
    inf_no = rng.randrange(1, 40)
    n.f("Date: {DT}   Chair {C}   Infusion #{I}", DT=D(k, k.date, rng.choice(["wd_num", "num", "short"])),
        C=P(str(rng.randrange(1, 16)), "LOCATION_OTHER"), I=str(inf_no))
    wk = {"infliximab": ["0", "2", "6"], "vedolizumab": ["0", "2", "6"]}.get(bio["g"], ["0", "4", "8"])
    n.t(" (%s)\n" % ("induction wk %s" % wk[inf_no - 1] if inf_no <= 3 else "maintenance"))
    n.add(["Prescriber: ", K.doc_name(rng, k.staff["cons"], "fl"), "   Consultant: ", K.doc_name(rng, k.staff["cons"], "l"), "\n\n"])
    w = k.weight
    if bio["g"] == "infliximab":
        mgkg = rng.choice([5, 5, 5, 10])
        dose = int(w * mgkg)
        vials = -(-dose // 100)
        n.t("Drug: %s (%s) %d mg/kg\nWeight today: %.1f kg (last %.1f kg)\nCalculated dose: %d mg -> %d mg (%d x 100 mg vials)\n"
            % (brand, bio["g"], mgkg, w, w + rng.uniform(-2, 2), dose, vials * 100, vials))
        dur = rng.choice(["2 hours", "1 hour (accelerated, tolerated >4 infusions)", "2 hours (first infusion)"])
    elif bio["g"] == "vedolizumab":
        n.t("Drug: %s (vedolizumab) 300 mg fixed dose\nWeight: %.1f kg\n" % (brand, w))
        dur = "30 minutes"
    elif bio["g"] == "ustekinumab":
        d = 260 if w <= 55 else (390 if w <= 85 else 520)
        n.t("Drug: %s (ustekinumab) IV induction %d mg (weight band, %.1f kg)\n" % (brand, d, w))
        dur = "1 hour"
    else:
        n.t("Drug: %s (%s) %s\nWeight: %.1f kg\n" % (brand, bio["g"], bio["ind"], w))
        dur = "1 hour"
    n.t("Batch: %s  Exp: %02d/%d  (drug batch/expiry - pharmacy record)\n" % (
        ids.letters(rng, 1) + ids.digits(rng, 6) + ids.letters(rng, 1), rng.randrange(1, 13), k.date.year + rng.randrange(1, 3)))
    n.t("Diluent: %s 0.9%% sodium chloride. Infusion duration: %s. In-line 1.2 micron filter.\n" % (
        rng.choice(["250 mL", "250 mL", "500 mL"]), dur))
    n.t("Pre-medication: %s\n" % rng.choice(["none", "none", "hydrocortisone 100 mg IV + chlorphenamine 10 mg IV",
                                             "paracetamol 1 g PO + cetirizine 10 mg PO", "nil (not routinely required)"]))
    n.add(["Pump: ", rng.choice(PC.PUMPS), ", serial ", P(ids.device_serial(rng, "pump"), "DEVICE"), "\n"])
    n.t("Access: %s cannula, %s, %s attempt(s)\n\n" % (rng.choice(["22G", "20G", "24G"]),
                                                        rng.choice(["L ACF", "R hand", "L forearm", "R ACF", "PICC (existing)"]),
                                                        rng.choice(["1", "1", "2", "3"])))
    n.t("PRE-INFUSION SCREEN: fever/infection symptoms N; antibiotics N; recent/planned surgery N; TB contact N; live vaccine N; "
        "pregnant N/A; new joint pain/rash N; %s.\n" % rng.choice(["symptoms stable", "reports flare - IBD team informed",
                                                                    "cold sore - discussed with registrar, OK to proceed"]))
    n.t("Pre-infusion bloods: FBC, CRP, LFT" + (" + trough %s level & antibodies" % bio["g"] if rng.random() < 0.6 else "") + "; ")
    n.f("sample {S}\n\n", S=P(ids.idnum(rng, "lab", k.date.year), "IDNUM"))
    n.t("OBSERVATIONS\nTime   BP       HR   Temp  RR  SpO2  Rate (mL/h)\n")
    h, m = rng.randrange(8, 14), rng.choice([0, 10, 15, 20, 30, 40])
    for i in range(rng.randrange(3, 7)):
        V = PC.vitals(rng, 0)
        n.t("%02d:%02d  %-7s  %-3d  %.1f  %-2d  %d%%   %s\n" % (h, m, V["BP"], V["HR"], V["T"], V["RR"], V["SpO2"],
                                                              rng.choice(["10", "20", "40", "80", "125", "250", "-"])))
        m += rng.choice([15, 15, 30])
        if m >= 60:
            h, m = h + 1, m - 60
    n.t("\nReaction: %s\n" % rng.choice(["none", "none", "none", "mild flushing at 80 mL/h - rate reduced, settled",
                                         "itchy rash, rate paused, chlorphenamine 10 mg IV given, restarted at half rate - registrar informed"]))
    n.t("Post-infusion observation: %s\n\n" % rng.choice(["not required (per local policy)", "30 min", "1 hour", "none required"]))
    n.add(["Prepared/checked by: ", W.name(n1, "DOCTOR", rng.choice(["fl", "fi"])), " ", n1.creds, " and ",
           W.name(n2, "DOCTOR", rng.choice(["fl", "fi"])), " ", n2.creds, "\n"])
    if rng.random() < 0.4:
        n.f("Controlled-cabinet access: fingerprint ID {B}\n", B=P(ids.bioid(rng, "fp"), "BIOID"))
    if inf_no <= 3:
        gap = {"infliximab": [14, 28, 56], "vedolizumab": [14, 28, 56]}.get(bio["g"], [28, 28, 28])[inf_no - 1]
    else:
        gap = rng.choice([56, 56, 56, 42, 28])
    nxt = ids.add_days(k.date, gap)
    n.add(["Next infusion: ", D(k, nxt, rng.choice(["wd_num", "num", "wd_long"])), " %02d:%02d" % (rng.randrange(8, 15), rng.choice([0, 30])),
           " - booked", "\n"])
    if rng.random() < 0.7:
        n.f("Parking concession issued - vehicle reg {V}\n", V=P(ids.vehicle(rng, k.c), "VEHICLE"))
    if rng.random() < 0.4:
        n.add(["Notes: ", rng.choice([["pt brought by ", N.fam(rng, k, 0), "; waiting in ", P(k.hosp.building, "LOCATION_OTHER"), " cafe."],
                                      ["due to go on holiday to ", P(rng.choice(W.PL.COUNTRIES_TRAVEL), "COUNTRY"), " ",
                                       D(k, ids.add_days(k.date, rng.randrange(10, 40)), "md"), " - infusion letter given."],
                                      ["asked re switching to subcutaneous ", bio["g"], " - to discuss with ", W.name(k.staff["cns"], "DOCTOR", "f"), " (CNS)."],
                                      ["occupation: ", N.job_p(k), "; prefers early slots."]]), "\n"])
    n.t("Documented: ")
    B.audit_footer(rng, k, n, n1)


def tdm_result(rng, k, n):
    k.ds = N.date_style(rng, k.c)
    bio = rng.choice([b for b in PC.BIOLOGICS if b["ab"]])
    brand = rng.choice(bio["b"])
    sci = K.clinician(rng, k.c, "pharm")
    sci.role = rng.choice(["Clinical Scientist", "Principal Biochemist", "Consultant Clinical Scientist", "Laboratory Director"])
    send_away = rng.random() < 0.35
    coll = k.date
    recv = ids.add_days(coll, rng.randrange(0, 3))
    rep = ids.add_days(recv, rng.randrange(1, 10))
    if send_away:
        n.add([P(k.hosp.lab, "ORGANIZATION"), " - Therapeutic Drug Monitoring\n"])
        n.add(["Referred from: ", P(k.hosp.name, "HOSPITAL"), "\n"])
    else:
        n.add([P(k.hosp.name, "HOSPITAL"), " ", rng.choice(["Clinical Biochemistry", "Immunology Laboratory", "Blood Sciences"]), "\n"])
    n.add(["Lab enquiries: ", P(ids.phone(rng, k.c, "land"), "PHONE"), "\n"])
    n.t(rng.choice(["THERAPEUTIC DRUG MONITORING REPORT\n", "Biologic Drug Level & Antibody Report\n", "TDM RESULT - FINAL\n"]))
    n.t("-" * 44 + "\n")
    n.f("Specimen: {S}   Request: {R}\n", S=P(ids.idnum(rng, "lab", coll.year), "IDNUM"), R=P(ids.idnum(rng, "order"), "IDNUM"))
    n.f("Patient: {N}   DOB {DOB}   Sex {X}\n", N=W.name(k.pt, "PATIENT", rng.choice(["LF", "lf", "fl"])), DOB=D(k, k.pt.dob, "num"), X=k.pt.sex)
    n.f("{ML}: {M}", ML=B.mrn_label(rng, k.c), M=P(k.pt.mrn, "MRN"))
    if k.c == "UK" and rng.random() < 0.7:
        n.f("   NHS No: {S}", S=P(k.pt.national, "SSN"))
    n.t("\n")
    loc = rng.choice([[P(k.hosp.infusion_unit, "HOSPITAL")], ["IBD Clinic"], [P(rng.choice(k.hosp.wards), "HOSPITAL")],
                      [P(k.gp.practice, "HOSPITAL")]])
    n.add(["Requested by: ", K.doc_name(rng, k.staff[rng.choice(["cons", "cns", "pharm"])], "fl"), "   Location: ", loc, "\n"])
    n.f("Collected: {C} {T}   Received: {R}   Reported: {P}\n", C=D(k, coll, "num"), T="%02d:%02d" % (rng.randrange(8, 17), rng.randrange(60)),
        R=D(k, recv, "num"), P=D(k, rep, "num"))
    reg = rng.choice(bio["mnt"])
    days = 7 if "weekly" in reg else 14 if ("EOW" in reg or "q2w" in reg) else 28 if "q4w" in reg else 42 if "q6w" in reg \
        else 84 if "q12w" in reg else 56
    days += rng.choice([0, 0, -1, 1])
    samp = rng.choice(["trough (pre-dose)", "trough", "random (not trough)"])
    n.t("Sample: serum, %s. Days since last dose: %d. Regimen: %s (%s) %s.\n\n" % (samp, days, bio["g"], brand, reg))
    lvl = round(rng.choice([rng.uniform(0.2, 2.5), rng.uniform(2.5, 8), rng.uniform(8, 22)]), 1)
    ab = rng.choice(["<10", "<10", "<2", "15", "46", "120", ">200"])
    n.t("%-28s %-8s %-8s %s\n" % ("Test", "Result", "Units", "Reference / target"))
    n.t("%-28s %-8s %-8s %s\n" % (bio["g"].capitalize() + (" (random)" if "random" in samp else " (trough)"), "%.1f" % lvl, bio["unit"], bio["tgt"] + " (maintenance)"))
    n.t("%-28s %-8s %-8s %s\n" % ("Anti-drug antibody", ab, "AU/mL", "<10 negative"))
    if rng.random() < 0.5:
        L = PC.labs_uk(rng, k.sev)
        n.t("%-28s %-8s %-8s %s\n" % ("CRP", L["CRP"], "mg/L", "0-5"))
        n.t("%-28s %-8s %-8s %s\n" % ("Albumin", str(L["Alb"]), "g/L", "35-50"))
    n.t("\nMethod: %s. Antibody assay is drug-%s.\n\n" % (rng.choice(PC.ASSAYS), rng.choice(["sensitive", "tolerant"])))
    n.t("COMMENT:\n")
    low = lvl < 3
    abpos = ab not in ("<10", "<2")
    if low and abpos:
        n.t("Sub-therapeutic level with anti-drug antibodies - consistent with immunogenic loss of response. If antibody titre is "
            "high, consider switching within class or out of class (%s). Adding an immunomodulator may reduce immunogenicity.\n" %
            rng.choice(PC.GUIDELINES))
    elif abpos and ab in ("120", ">200"):
        n.t("High-titre anti-drug antibodies despite a measurable level (drug-tolerant assay). Risk of imminent loss of response; "
            "consider switching agent. Repeat in 4 weeks if clinically stable.\n")
    elif abpos:
        n.t("Adequate level with low-titre antibodies - often transient. Consider adding an immunomodulator and repeat trough.\n")
    elif low:
        n.t("Sub-therapeutic level without antibodies - suggests non-immune pharmacokinetic failure. Consider dose intensification "
            "(e.g. %s) and repeat trough in 4-8 weeks.\n" % rng.choice(bio["mnt"]))
    elif lvl > 10:
        n.t("Supratherapeutic level. If in sustained remission, de-escalation may be considered. Ongoing symptoms despite adequate "
            "level suggest mechanistic failure - consider out-of-class switch.\n")
    else:
        n.t("Level within target range, no antibodies detected. Continue current regimen; interpret alongside FCP and clinical status.\n")
    if rng.random() < 0.4:
        n.add(["Result phoned to ", W.name(k.staff["cns"], "DOCTOR", rng.choice(["fl", "f"])), " (IBD CNS) on ",
               D(k, rep, "num"), " by ", W.name(K.clinician(rng, k.c, "sec"), "DOCTOR", "fl"), ".\n"])
    n.t("\n")
    n.add(["Validated by: ", W.name(sci, "DOCTOR", "fl"), ", ", sci.role, " (", P(sci.user, "USERNAME"), ")\n"])
    if rng.random() < 0.4:
        n.f("Report viewable at {U} (ordering IP {I})\n", U=P(k.hosp.url, "URL"), I=P(ids.ipaddr(rng), "IPADDR"))
    if send_away and rng.random() < 0.6:
        n.f("Billing ref {A}\n", A=P(ids.account(rng, k.c), "ACCOUNT"))
    if rng.random() < 0.3:
        n.t(typo(rng, "Please") + " note: results should be interpreted by the requesting clinician.\n")
