"""Genres: heart failure clinic note, cardiac rehab progress note,
anticoagulation clinic note."""
import pools as P
import phi as X
import clin as C
from core import (art, Doc, new_ctx, new_patient, new_staff, pname, pref, dname, fname, age_expr,
                  address, dt, hosp, sign_block, cc_block, header_block, plen)


def social(rng, ctx, p):
    """A social-history sentence list with PHI parts."""
    out = []
    f = p.fam[0]
    out += ["Lives with ", f.rel, " ", fname(rng, f), " in ", (p.city, "CITY"),
            rng.choice([", ", " "]), (p.state[1] if rng.random() < 0.7 else p.state[0], "STATE"), ". "]
    if p.retired:
        out += ["Retired ", (p.prof, "PROFESSION"), rng.choice([" (", " from "])]
        out += [(p.employer, "ORGANIZATION")]
        out += [")" if out[-2] == " (" else "", ". "]
    else:
        out += [rng.choice(["Works as %s " % art(p.prof), "Employed as %s " % art(p.prof), "Occupation: "]), (p.prof, "PROFESSION"),
                rng.choice([" at ", " for ", ", "]), (p.employer, "ORGANIZATION"), ". "]
    if rng.random() < 0.3:
        out += ["Active at ", (rng.choice(P.CHURCHES), "ORGANIZATION"), ". "]
    if rng.random() < 0.25:
        out += ["Born in ", (p.country, "COUNTRY"), ", moved to the ", (rng.choice(["US", "U.S.", "United States"]), "COUNTRY"), " in ",
                (str(p.dob.year + rng.randint(18, 40)), "DATE"), ". "]
    k = rng.randint(0, 5)
    if k == 0:
        out += ["Quit smoking in ", (str(rng.randint(1985, ctx.date.year - 1)), "DATE"), ". "]
    else:
        out += [["Never smoker.", "Smokes 1/2 ppd.", "Former smoker, 30 pk-yr.", "Denies EtOH/drugs.",
                 "2-3 beers/wk."][k - 1], " "]
    if rng.random() < 0.35 and len(p.fam) > 1:
        g = p.fam[1]
        out += [g.rel.capitalize(), " ", fname(rng, g), " (", (g.prof, "PROFESSION"), ") helps with meds."]
    return out


# ---------------------------------------------------------------- HF clinic

def gen_hf(rng):
    ctx = new_ctx(rng)
    d = Doc()
    p = new_patient(rng, ctx, age=rng.randint(32, 92))
    prov = new_staff(rng, rng.choice(["md", "np", "np", "fellow"]))
    clinic = rng.choice([[(rng.choice(P.CLINICS), "HOSPITAL")], [hosp(rng, ctx), " Advanced Heart Failure Clinic"]])
    last = X.shift(ctx.date, -rng.randint(14, 120))
    efv = rng.choice([15, 20, 25, 30, 35, 40])
    d.t(clinic, "\n", rng.choice(["HEART FAILURE CLINIC - FOLLOW-UP VISIT", "HF Clinic Progress Note", "Advanced HF / Transplant Clinic Note"]), "\n\n")
    header_block(d, rng, ctx, p, ["name", "dob", "mrn", "date"] + rng.sample(["pcp", "ins", "phone", "acct", "addr", "addr", "email"], 3))
    d.t("Provider: ", dname(rng, prov, "full_cred"), "\n")
    if rng.random() < 0.3:
        f = p.fam[-1]
        d.t("Emergency contact: ", fname(rng, f, "full"), " (", f.rel, "), ", (f.phone, "PHONE"))
        if rng.random() < 0.5:
            d.t(", ", (p.street if rng.random() < 0.5 else __import__("core").street(rng), "STREET"), ", ",
                (p.city, "CITY"), " ", (p.state[1], "STATE"), " ", (p.zip, "ZIP"))
        d.t("\n")
    d.t("\n")
    d.t("CC: ", rng.choice(["HF follow-up", "post-hospital f/u", "GDMT titration", "worsening DOE", "3-month HF visit"]), "\n\n")
    cm = rng.choice(["ischemic CM", "NICM", "HFpEF", "chemo-related CM", "HFimpEF", "HCM", "amyloid CM (ATTR)"])
    if cm in ("HFpEF", "HFimpEF", "HCM"):
        efv = rng.choice([50, 55, 60, 65])
    d.t("HPI: ", pname(rng, p, rng.choice(["title", "full"])), " is a ", age_expr(rng, p, "year_old"), " with ", cm,
        " (LVEF ", str(efv), "% on TTE ", dt(rng, X.shift(ctx.date, -rng.randint(30, 700)), rng.choice(["mdy", "mon_year", "mdy2"])),
        "), ", ", ".join(rng.sample(C.PMH, 2)), ", last seen ", dt(rng, last, rng.choice(["mdy", "long", "short"])), ". ")
    if rng.random() < 0.5:
        hd = X.shift(ctx.date, -rng.randint(7, 40))
        d.t("Admitted to ", (rng.choice(P.HOSPITALS), "HOSPITAL"), " ", dt(rng, hd, "short"), "-",
            dt(rng, X.shift(hd, rng.randint(2, 8)), "short"), " for ADHF, diuresed ", str(rng.randint(3, 14)), " L. ")
    d.t("Reports ", rng.choice(C.SYMPTOMS), "; ", rng.choice(["no", "2-pillow", "stable"]), " orthopnea. ",
        "Home wts ", C.rfloat(rng, 60, 120), " -> ", C.rfloat(rng, 60, 120), " kg. ")
    if rng.random() < 0.4:
        hol = rng.choice(P.HOLIDAYS)
        d.t("Gained weight after salty meals over ", (hol, "DATE"), ". ")
    if rng.random() < 0.35:
        d.t("Logs weights on ", (X.url(rng, rng.choice(["hf/daily-weights", "mychart/login", "patient-portal"])), "URL"), ". ")
    d.t(rng.choice(["Adherent to meds.", "Ran out of torsemide x4 days.", "Cost barrier w/ SGLT2i.",
                    "Uses pill organizer filled by family."]), "\n\n")
    d.t("SOCIAL: ", social(rng, ctx, p), "\n\n")
    d.t("MEDICATIONS:\n")
    for m in C.meds(rng, rng.randint(5, 10)):
        d.t(rng.choice(["- ", "  * ", "  "]), m, "\n")
    d.t("\nVITALS: ", C.vitals(rng), ", Wt ", C.rfloat(rng, 55, 140), " kg (dry ", str(rng.randint(55, 120)), ")\n")
    d.t("EXAM: ", "; ".join(rng.sample(C.EXAM, 4)), "\n")
    d.t("DATA: ", C.labs(rng), "\n")
    if rng.random() < 0.45:
        mk = rng.choice(C.MAKERS)
        d.t("Device: ", mk, " ", rng.choice(C.ICD_MODELS[mk]), " SN ", (X.device_sn(rng, mk), "DEVICE"),
            ", implanted ", dt(rng, X.shift(ctx.date, -rng.randint(200, 3000)), rng.choice(["mon_year", "mdy", "year"])),
            "; OptiVol/HeartLogic ", rng.choice(["below threshold", "crossed threshold 2 wk ago", "index 14"]), ".\n")
    if rng.random() < 0.3:
        d.t("CardioMEMS (sensor SN ", (X.letters(rng, 2) + X.digits(rng, 6), "DEVICE"), "): PAD ",
            str(rng.randint(12, 34)), " mmHg, goal <20.\n")
    nyha = rng.choice(["II", "II-III", "III", "IIIb", "IV"])
    d.t("\nASSESSMENT/PLAN:\n1. HFrEF, NYHA class ", nyha, ", ACC/AHA stage ", rng.choice(["C", "C", "D"]), ". ",
        rng.choice(["Euvolemic.", "Mildly hypervolemic.", "Volume up ~3 kg."]), "\n   - ",
        rng.choice(["Increase sacubitril/valsartan to 97/103 mg BID", "Start empagliflozin 10 mg daily",
                    "Torsemide 40 mg daily x3 d then back to 20", "Add spironolactone 12.5 mg",
                    "Uptitrate carvedilol to 25 mg BID"]), "\n   - BMP in 1 wk\n")
    k = 2
    d.t("2. ", rng.choice(["HTN - at goal", "CKD 3b - Cr stable", "Iron deficiency - IV ferric carboxymaltose", "OSA - CPAP adherence reviewed"]), "\n")
    if rng.random() < 0.45:
        k += 1
        d.t(str(k), ". Prior auth for ", rng.choice(["sacubitril/valsartan", "dapagliflozin", "vericiguat"]), " submitted to ",
            (p.insurer, "ORGANIZATION"), ", member ", (p.member, "HEALTHPLAN"), ", group ", (p.group, "HEALTHPLAN"), ".\n")
    if rng.random() < 0.3:
        k += 1
        d.t(str(k), ". Advanced therapies: referred to ", (rng.choice(P.HOSPITALS), "HOSPITAL"), " LVAD/transplant program; ",
            "coordinator ", dname(rng, new_staff(rng, "rn"), "full_cred"), " ", (X.phone(rng), "PHONE"), ".\n")
    wk = rng.choice([2, 4, 6, 12])
    d.t("\nRTC ", "%d wk" % wk if wk < 12 else "3 mo", " (", dt(rng, X.shift(ctx.date, 7 * wk + rng.randint(-2, 2)), rng.choice(["mdy", "dow_md", "abbr"])),
        "). HF nurse line ", (X.phone(rng, ctx.area), "PHONE"), rng.choice(["", "; fax "]))
    if d.buf[-1] == "; fax ":
        d.t((X.phone(rng, ctx.area), "FAX"))
    d.t(". Rx to ", (p.pharmacy, "HOSPITAL"), ".\n\n")
    sign_block(d, rng, ctx, prov)
    if rng.random() < 0.4:
        cc_block(d, rng, ctx, [p.pcp])
    return d


# ---------------------------------------------------------------- cardiac rehab

def gen_rehab(rng):
    ctx = new_ctx(rng)
    d = Doc()
    p = new_patient(rng, ctx, age=rng.randint(38, 88))
    site = rng.choice(P.REHAB_SITES)
    ep = new_staff(rng, "ex")
    rn = new_staff(rng, "rn")
    ref = new_staff(rng, "md")
    total = rng.choice([36, 36, 24, 18, 72])
    sess = rng.randint(3, total)
    evt_date = X.shift(ctx.date, -rng.randint(20, 120))
    d.t((site, "HOSPITAL"), rng.choice([" - Phase II Cardiac Rehabilitation", "\nCARDIAC REHAB PROGRESS NOTE",
                                        " | ICR Progress Report"]), "\n")
    d.t(rng.choice(["Participant", "Patient", "Name"]), ": ", pname(rng, p, rng.choice(["full", "last_first", "full_mi"])),
        "   DOB: ", dt(rng, p.dob, "mdy"), "   MRN: ", (p.mrn, "MRN"), "\n")
    d.t("Session ", str(sess), " of ", str(total), "   Date: ", dt(rng, ctx.date, rng.choice(["mdy", "dow_mdy", "abbr"])),
        "   Qualifying event: ", rng.choice(["PCI", "CABG", "stable angina", "HFrEF", "valve surgery", "STEMI"]),
        " ", dt(rng, evt_date, rng.choice(["mdy", "short", "mon_year"])), "\n")
    if rng.random() < 0.35:
        d.t("Address: ", address(rng, p, "line", country=rng.random() < 0.2), "   Cell: ", (p.cell, "PHONE"), "\n")
    d.t("Referring: ", dname(rng, ref, rng.choice(["dr_full", "full_cred"])), "   Medical director: ",
        dname(rng, new_staff(rng, "md"), "dr_last"), "\n")
    if rng.random() < 0.4:
        d.t("Check-in via kiosk, ", rng.choice(["palm-vein", "fingerprint"]), " template ", (X.bioid(rng), "BIOID"), " matched.\n")
    d.t("\n")
    if rng.random() < 0.5:
        d.t("            Rest      Exercise   Recovery\n")
        d.t("HR          ", str(rng.randint(55, 90)).ljust(10), str(rng.randint(90, 140)).ljust(11), str(rng.randint(60, 100)), "\n")
        d.t("BP          ", ("%d/%d" % (rng.randint(100, 150), rng.randint(60, 90))).ljust(10),
            ("%d/%d" % (rng.randint(130, 190), rng.randint(60, 95))).ljust(11), "%d/%d" % (rng.randint(100, 150), rng.randint(60, 90)), "\n")
        d.t("SpO2        ", ("%d%%" % rng.randint(93, 100)).ljust(10), ("%d%%" % rng.randint(90, 99)).ljust(11), "%d%%" % rng.randint(93, 100), "\n")
        d.t("RPE         -         ", str(rng.randint(11, 15)).ljust(11), "-\n\n")
        d.t("Exercise: treadmill ", C.rfloat(rng, 1.5, 3.8), " mph / ", str(rng.randint(0, 8)), "% x ",
            str(rng.randint(8, 20)), " min; NuStep L", str(rng.randint(3, 9)), " x ", str(rng.randint(8, 15)),
            " min; arm erg ", str(rng.randint(10, 40)), " W x 8 min. Peak ", C.rfloat(rng, 2.5, 7.5), " METs.\n")
        d.t("ECG: ", rng.choice(C.RHYTHMS), rng.choice([", no ectopy", ", occasional PVCs", ""]), ". Target HR ",
            str(rng.randint(95, 125)), "-", str(rng.randint(126, 140)), ".\n")
    else:
        d.t("Sess  Date        Rest HR  Peak HR  Peak BP   METs  RPE  Min\n")
        nrow = min(sess, rng.randint(4, 8))
        steps = [rng.choice([2, 2, 3, 5]) for _ in range(nrow - 1)]
        sd = X.shift(ctx.date, -sum(steps))
        for k in range(nrow):
            d.t(str(sess - nrow + 1 + k).ljust(6))
            d.cell(dt(rng, sd, "mdy"), 12)
            d.t(str(rng.randint(56, 90)).ljust(9), str(rng.randint(90, 140)).ljust(9),
                ("%d/%d" % (rng.randint(120, 185), rng.randint(60, 92))).ljust(10), C.rfloat(rng, 2.2, 7.2).ljust(6),
                str(rng.randint(10, 15)).ljust(5), str(rng.randint(30, 50)), "\n")
            if k < nrow - 1:
                sd = X.shift(sd, steps[k])
    d.t("\nEducation: ", rng.choice(["sodium <2 g/day", "nitroglycerin use", "stress management", "reading food labels",
                                     "home exercise log", "medication adherence"]), ". PHQ-9 ", str(rng.randint(0, 16)),
        "; Dartmouth COOP ", str(rng.randint(9, 35)), ".\n")
    d.t("Goals: ")
    r = rng.random()
    if r < 0.4 and not p.retired:
        d.t("return to work as ", (p.prof, "PROFESSION"), " at ", (p.employer, "ORGANIZATION"), " by ",
            dt(rng, X.shift(ctx.date, rng.randint(14, 60)), rng.choice(["mdy", "long", "mon_day"])))
    elif r < 0.7:
        d.t("walk 30 min at ", (rng.choice(P.LANDMARKS), "LOCATION_OTHER"), " 5 d/wk")
    else:
        f = p.fam[0]
        d.t("dance at ", fname(rng, f, "first"), "'s wedding in ", dt(rng, X.shift(ctx.date, rng.randint(30, 200)), "mon_year"))
    d.t("; LDL <55; quit vaping.\n")
    if rng.random() < 0.25:
        d.t("Transportation: ", rng.choice(["drives self", "cleared to drive by surgeon"]), "; handicap placard on plate ",
            (X.plate(rng), "VEHICLE"), ".\n")
    elif rng.random() < 0.2:
        d.t("Transportation: ", (rng.choice(P.TRANSPORT), "ORGANIZATION"), " van, trip # ", (X.order_no(rng), "IDNUM"), ".\n")
    if rng.random() < 0.3:
        d.t("Missed ", dt(rng, X.shift(ctx.date, -rng.randint(2, 9)), rng.choice(["md", "dow_md"])),
            " - ", rng.choice(["car trouble", "grandchild's recital", "snowstorm", "dialysis schedule change"]), ".\n")
    d.t("\n")
    d.t("Exercise physiologist: ", dname(rng, ep, "full_cred"), "\nRN: ", dname(rng, rn, rng.choice(["full_cred", "init_cred"])), "\n")
    if rng.random() < 0.5:
        d.t("Progress report faxed to ", dname(rng, ref, "dr_last"), " ", (X.phone(rng, ctx.area), "FAX"), ". Program ",
            (X.phone(rng, ctx.area), "PHONE"), rng.choice([" / ", " | "]), (X.email(rng, "", "", "dept"), "EMAIL"), "\n")
    return d


# ---------------------------------------------------------------- anticoagulation clinic

def gen_anticoag(rng):
    ctx = new_ctx(rng)
    d = Doc()
    p = new_patient(rng, ctx, age=rng.randint(30, 95))
    ph = new_staff(rng, rng.choice(["pharm", "pharm", "rn", "np"]))
    ind = rng.choice([("AF, CHA2DS2-VASc 4", "2.0-3.0"), ("mechanical MVR (On-X)", "2.5-3.5"), ("LV thrombus", "2.0-3.0"),
                      ("recurrent DVT/PE", "2.0-3.0"), ("mechanical AVR + AF", "2.5-3.5"), ("LVAD (HeartMate 3)", "2.0-2.5")])
    d.t(hosp(rng, ctx), rng.choice([" Anticoagulation Service", " Anticoag Clinic", " Pharmacy-Managed Anticoagulation"]),
        "\n", rng.choice(["WARFARIN MANAGEMENT NOTE", "INR Follow-up (telephone)", "Anticoagulation Encounter"]), "\n\n")
    header_block(d, rng, ctx, p, ["name", "dob", "mrn"] + rng.sample(["phone", "age", "acct", "pcp", "addr", "email"], 2))
    d.t("Indication: ", ind[0], "   Goal INR: ", ind[1], "   Start: ",
        dt(rng, X.shift(ctx.date, -rng.randint(60, 3000)), rng.choice(["mon_year", "mdy", "year"])), "\n")
    d.t("Managing MD: ", dname(rng, new_staff(rng, "md"), rng.choice(["dr_last", "full_cred"])), "\n\n")
    selftest = rng.random() < 0.3
    inr = C.rfloat(rng, 1.3, 4.6)
    if selftest:
        d.t("Home INR (patient self-test, CoaguChek INRange SN ", (X.letters(rng, 3) + X.digits(rng, 7), "DEVICE"),
            ") uploaded via ", (X.url(rng, "anticoag/dosing"), "URL"), ": INR ", inr, " on ", dt(rng, ctx.date, "short"), ".\n")
    else:
        d.t("POC INR today ", inr, " (", rng.choice(["fingerstick", "venous, lab"]), "). ")
        if rng.random() < 0.5:
            d.t("Lab accession ", (X.accession(rng, "L"), "IDNUM"), ".")
        d.t("\n")
    d.t("Contact: ", rng.choice(["spoke with pt", "LVM", "spoke with "]))
    if d.buf[-1] == "spoke with ":
        f = p.fam[0]
        d.t(f.rel, " ", fname(rng, f), " (", rng.choice(["caregiver", "HCP", "lives with pt"]), ")")
    d.t(" at ", (p.phone, "PHONE"), ". Verified name + DOB.\n")
    d.t("Interval hx: ", rng.choice(["no bleeding/bruising", "gum bleeding x2", "started amoxicillin",
                                     "more greens (spinach)", "missed a dose last week", "EtOH at wedding", "new amiodarone"]))
    if rng.random() < 0.4:
        d.t("; ", rng.choice(["traveled to ", "visiting family in "]), (rng.choice(P.COUNTRIES), "COUNTRY"), " until ",
            dt(rng, X.shift(ctx.date, rng.randint(5, 30)), rng.choice(["short", "mdy"])))
    d.t(".\n\n")
    d.t(rng.choice(["INR HISTORY", "Recent INRs", "Dosing log"]), "\n")
    pipe = rng.random() < 0.5
    if pipe:
        d.t("| Date | INR | Weekly dose | Change | By |\n|---|---|---|---|---|\n")
    else:
        d.t("Date        INR   Wkly(mg)  Change         By\n")
    nrow = rng.randint(4, 8)
    steps = [rng.choice([7, 7, 14, 10, 21]) for _ in range(nrow - 1)]
    hd = X.shift(ctx.date, -sum(steps) - rng.choice([0, 0, 7, 14]))
    staff = [ph, new_staff(rng, "pharm"), new_staff(rng, "rn")]
    wk = rng.choice([17.5, 22.5, 25, 30, 32.5, 35, 37.5, 42.5, 45])
    for k in range(nrow):
        v = C.rfloat(rng, 1.4, 4.1)
        ch = rng.choice(["none", "none", "+10%", "-10%", "hold x1", "+5%", "boost x1"])
        s = rng.choice(staff)
        if pipe:
            d.t("| ", dt(rng, hd, rng.choice(["mdy", "md"])), " | ", v, " | ", "%g" % wk, " | ", ch, " | ",
                (s.initials, "DOCTOR"), " |\n")
        else:
            d.cell(dt(rng, hd, "mdy"), 12)
            d.t(v.ljust(6), ("%g" % wk).ljust(10), ch.ljust(15), (s.initials, "DOCTOR"), "\n")
        if k < nrow - 1:
            hd = X.shift(hd, steps[k])
    d.t("\nPLAN: ", rng.choice(["Continue", "Increase to", "Decrease to", "Hold tonight then"]), " ",
        "%g" % wk, " mg/wk (", rng.choice(["5 mg daily except 2.5 mg Mon/Fri", "7.5 mg Tue/Thu, 5 mg other days",
                                          "2.5 mg daily", "10 mg Sun, 5 mg all other days"]), ").\n")
    d.t("Next INR: ", dt(rng, X.shift(ctx.date, rng.choice([3, 7, 7, 14, 28])), rng.choice(["dow_md", "mdy", "dow_long", "abbr"])),
        rng.choice([" at ", " - "]), rng.choice([[(rng.choice(P.CLINICS), "HOSPITAL")], ["lab draw station"], [hosp(rng, ctx), " outpatient lab"]]), ".\n")
    if rng.random() < 0.35:
        d.t("Periprocedural: hold 5 d before ", rng.choice(["colonoscopy", "TKA", "dental extraction", "PPM generator change"]),
            " on ", dt(rng, X.shift(ctx.date, rng.randint(10, 40)), "short"), "; enoxaparin bridge per ",
            dname(rng, new_staff(rng, "md"), "dr_last"), ".\n")
    d.t("Patient education: bleeding precautions, vitamin K consistency. Teach-back done.\n\n")
    sign_block(d, rng, ctx, ph, kind=rng.choice(["esig", "audit", "npi", "dash"]))
    if rng.random() < 0.3:
        d.t("Clinic line ", (X.phone(rng, ctx.area), "PHONE"), "  fax ", (X.phone(rng, ctx.area), "FAX"), "  ",
            (X.email(rng, "", "", "dept"), "EMAIL"), "\n")
    return d
