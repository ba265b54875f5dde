"""Genres: ureteroscopy operative note, stent register entry, metabolic stone clinic letter."""
import clin
import pools as P
from core import Doc, dg, lt
from hdr import (new_patient, pt_block, pname, social, relative, fam_name, web, dept_email, letterhead, gp,
                 gp_address, re_line)


CREDS = {"US": ("MD, FACS", "MD"), "UK": ("FRCS (Urol)", "FRCP"), "IE": ("FRCSI (Urol)", "FRCPI"),
         "CA": ("MD, FRCSC", "MD, FRCPC"), "AU": ("FRACS (Urol)", "FRACP"), "NZ": ("FRACS (Urol)", "FRACP"),
         "SG": ("FRCS (Urol)", "MRCP"), "ZA": ("FCS (SA) Urol", "FCP (SA)")}


def urs_note(ctx):
    r = ctx.rng
    d = Doc()
    p = new_patient(ctx)
    st = clin.stone(r)
    surg = ctx.staff("Consultant Urologist" if not ctx.us else "Attending Urologist")
    asst = ctx.staff(r.choice(["Urology Resident PGY-4", "Endourology Fellow", "Urology Resident PGY-2"] if ctx.us else
                              ["Urology Registrar", "Fellow in Endourology", "Senior House Officer"]))
    anaes = ctx.staff("Anaesthetist" if not ctx.us else "Anesthesiologist")
    scrub = ctx.staff("Theatre Scrub Nurse" if not ctx.us else "Scrub RN")
    flexi = st["loc"] in clin.RENAL_LOCS or st["loc"] in ("PUJ", "proximal ureter", "proximal ureter at L3")
    d.w(("HOSPITAL", ctx.hosp), r.choice(["\nOPERATION NOTE\n", " - Operative Report\n", "\nTheatre Record / Op Note\n",
                                         "\nBRIEF OP NOTE\n"]))
    d.t("-" * 36 + "\n")
    pt_block(d, ctx, p, acct=r.random() < 0.5, hp=False)
    d.w("Date of operation: ", ("DATE", ctx.D(ctx.today)), "   Room: " if ctx.us else "   Theatre: ",
        ("LOCATION_OTHER", r.choice(["OR %d" % r.randrange(1, 20), "Main OR %d" % r.randrange(1, 12),
                                     "ASC Room %d" % r.randrange(1, 6)] if ctx.us else
                                    ["Theatre %d" % r.randrange(1, 15), "Day Theatre %s" % r.choice("ABC"),
                                     "Theatre %d%s" % (r.randrange(1, 9), r.choice("AB"))])), "\n")
    if r.random() < 0.4:
        d.w("Admitted to: ", ("HOSPITAL", r.choice(P.WARDS)), "\n")
    d.w("Surgeon: ", surg.hon(r), ("DOCTOR", surg.full()), "\n")
    d.w("Assistant: ", "Dr " if r.random() < 0.6 else "", ("DOCTOR", asst.pick(r, ("full", "fi", "fml"))),
        " (", asst.role, ")\n")
    d.w("Anaesthetist: " if not ctx.us else "Anesthesia: ", "Dr ", ("DOCTOR", anaes.full()), "\n")
    d.w("Scrub: ", ("DOCTOR", scrub.full()), "\n\n")
    proc = "%s %s + laser lithotripsy%s" % (st["side"].capitalize(), "flexible ureterorenoscopy (FURS)" if flexi else
                                           "semi-rigid ureteroscopy", r.choice([" + JJ stent insertion",
                                                                                 " + ureteric stent on string",
                                                                                 " (no stent)", " + basket extraction"]))
    d.t("Procedure: %s\n" % proc)
    d.t("Indication: %s, failed MET / ongoing colic.\n" % clin.stone_desc(st))
    d.t(("Anesthesia" if ctx.us else "Anaesthesia") + ": GA, %s. Antibiotic prophylaxis: %s at induction.\n" % (
        r.choice(["LMA", "ETT", "LMA"]), r.choice(["gentamicin 160 mg IV", "cefazolin 2 g IV", "co-amoxiclav 1.2 g IV",
                                                   "gentamicin 3 mg/kg IV + amoxicillin 1 g IV"])))
    d.t("Position: %s. WHO checklist completed.\n\n" % r.choice(["lithotomy", "modified lithotomy", "Galdakao-modified "
                                                                 "supine Valsalva"]))
    d.t("FINDINGS:\n")
    d.t("%s\n" % r.choice(["Normal urethra and bladder. Ureteric orifices orthotopic.",
                          "Bilobar prostate, otherwise normal cystoscopy.", "Mild trabeculation. No bladder tumour.",
                          "Oedematous %s UO." % st["side"]]))
    d.t("%d x %d mm %s stone at the %s. %s\n\n" % (st["a"], st["b"], r.choice(["yellow-brown", "hard dark",
                                                                                   "spiculated", "soft pale"]),
                                                    st["loc"], r.choice(["Randall's plaques on papillae.",
                                                                          "Mild ureteritis at stone bed.",
                                                                          "No mucosal injury.",
                                                                          "Pyonephrosis - pus aspirated, sent for MC&S."])))
    d.t("EQUIPMENT:\n")
    d.w("Scope: ", r.choice(clin.SCOPES[:4] if flexi else clin.SCOPES[4:]), r.choice([", serial no ", ", SN ", ", asset ", " S/N "]),
        ("DEVICE", ctx.c.serial()), "\n")
    d.t("Laser: %s, %s\n" % (r.choice(clin.LASERS), r.choice(["dusting 0.4 J x 60 Hz", "fragmenting 1.0 J x 10 Hz",
                                                            "0.6 J x 20 Hz long pulse", "0.2 J x 100 Hz"])))
    d.w("Fibre: 272 um, lot ", ("DEVICE", ctx.c.lot()), "\n")
    if flexi:
        d.t("Access sheath: %s\n" % r.choice(clin.SHEATHS))
    d.t("Guidewire: 0.035\" hydrophilic tip (sensor)   Basket: %s\n\n" % r.choice(clin.BASKETS))
    d.t("PROCEDURE:\n")
    d.t("Cystoscopy; retrograde pyelogram showed %s. Safety wire placed. %s. Stone %s. %s\n" % (
        r.choice(["filling defect at the stone", "mild hydro to the level of the stone", "no contrast extravasation"]),
        "Sheath inserted under fluoroscopy" if flexi else "Semi-rigid scope advanced alongside wire",
        r.choice(["dusted completely", "fragmented and fragments basketed", "fragmented; fragments <2 mm left to pass"]),
        r.choice(["Systematic inspection of all calyces - stone free.", "Residual fragments <2 mm lower pole.",
                  "Ureter inspected on withdrawal - no injury (PULS grade 0).", "Sheath injury PULS grade 1."])))
    stent = "stent" in proc and "no stent" not in proc
    if stent:
        d.w("Stent: ", r.choice(clin.STENTS), ", REF ", dg(r, 3) + "-" + dg(r, 3), " (catalogue), lot ",
            ("DEVICE", ctx.c.lot()), r.choice([", no string.", ", on string - string taped to thigh.", "."]), "\n")
    d.t("Stone sent for analysis: ")
    d.w("specimen ", ("IDNUM", r.choice(["S", "ST", "H"]) + dg(r, 2) + "-" + dg(r, 5)), ".\n")
    d.t("EBL: minimal. Fluoroscopy %.1f s. Catheter: %s.\n\n" % (r.uniform(9, 120), r.choice(["none", "16 Fr Foley "
                                                                                             "overnight"])))
    d.t("POST-OP:\n")
    d.t("- Routine obs; home same day if voiding and pain controlled.\n")
    if stent:
        rd = ctx.days(ctx.today, r.randrange(5, 42))
        if "string" in proc:
            d.w("- Stent on string to be removed by patient/district nurse on ", ("DATE", ctx.D(rd, r.choice(
                [ctx.ds, "wdshort"]))), ".\n")
        else:
            d.w("- Stent removal (flexi cystoscopy) by ", ("DATE", ctx.D(rd)), " - added to stent register.\n")
    d.t("- %s\n" % r.choice(["Tamsulosin 400 mcg OD for stent symptoms.", "Oral antibiotics 5 days.",
                             "Metabolic screen / stone clinic referral.", "KUB XR in 6 weeks."]))
    d.t("- Complications: %s\n\n" % r.choice(["none", "none", "Clavien-Dindo I", "minor haematuria"]))
    d.w("Signed: ", ("DOCTOR", surg.full() if r.random() < 0.5 else asst.full()), "  ")
    lab, val = ctx.c.license()
    d.w(lab, " ", ("LICENSE", val), "  ", ("DATE", ctx.D(ctx.today)), " %02d:%02d\n" % (r.randrange(8, 20),
                                                                                       r.randrange(60)))
    return d


def stent_register(ctx):
    r = ctx.rng
    d = Doc()
    d.w(("HOSPITAL", ctx.hosp), r.choice([" - Ureteric Stent Register\n", " Urology | Stent Tracking Database\n",
                                         "\nJJ STENT REGISTER - EXTRACT\n"]))
    d.w("Printed: ", ("DATE", ctx.D(ctx.today)), " by ")
    clerk = ctx.staff(r.choice(["Ward Clerk", "Medical Secretary", "Stone Clinical Nurse Specialist"]))
    d.w(("USERNAME", clerk.username(r)), "\n")
    d.t("=" * 44 + "\n")
    n = r.randrange(1, 4)
    pref = r.choice(["STR-", "SR", "JJ-", "UST/"])
    for i in range(n):
        p = new_patient(ctx)
        surg = ctx.staff("Consultant Urologist")
        ins = ctx.days(ctx.today, -r.randrange(3, 120))
        due = ctx.days(ins, r.choice([14, 28, 42, 56, 84, 90, 180]))
        d.w("Register ID: ", ("IDNUM", pref + dg(r, 5)), "\n")
        d.w("Name: ", pname(r, p, ("LF", "LFm", "lf", "full")), "   ", p.mrn_label, ": ", ("MRN", p.mrn), "\n")
        if ctx.code == "UK" and r.random() < 0.6:
            d.w("NHS No: ", ("MRN", p.nhs), "\n")
        d.w("DOB: ", ("DATE", ctx.D(p.dob)), "   Age: ", ("AGE", str(p.age)), "\n")
        d.w("Contact: ", ("PHONE", p.phone))
        if r.random() < 0.4:
            d.w(" / ", ("EMAIL", p.mail))
        d.t("\n")
        d.w("Inserted: ", ("DATE", ctx.D(ins)), " at ", ("HOSPITAL", r.choice([ctx.hosp, ctx.other_hosp()])),
            " by ", surg.hon(r), ("DOCTOR", surg.last), "\n")
        inds = ["post-URS", "post-URS", "emergency decompression (obstructed infected kidney)",
                "pre-stenting (failed access)", "post-PCNL antegrade", "ureteric injury"]
        if p.sex == "F" and p.age < 44:
            inds.append("stone in pregnancy (%d weeks)" % r.randrange(14, 34))
        d.t("Side: %s   Indication: %s\n" % (r.choice(["Left", "Right", "Left", "Right", "Bilateral"]), r.choice(inds)))
        d.w("Stent: ", r.choice(clin.STENTS), "   Lot/serial: ", ("DEVICE", ctx.c.lot()), "\n")
        d.w("Removal due by: ", ("DATE", ctx.D(due)), "   Status: ")
        k = r.randrange(4)
        if k == 0:
            d.w("BOOKED - flexi cystoscopy ", ("DATE", ctx.D(ctx.days(due, -r.randrange(1, 7)))), ", ")
            if r.random() < 0.6:
                d.w(("HOSPITAL", r.choice(P.NAMED_UNITS)), "\n")
            else:
                d.t(r.choice(["Day Surgery Unit", "Urology Investigations Unit", "Outpatient Procedures Suite"]) + "\n")
        elif k == 1:
            d.w("OVERDUE - 2nd reminder letter sent ", ("DATE", ctx.D(ctx.days(due, r.randrange(1, 14)))),
                "; SMS to ", ("PHONE", p.phone), "\n")
        elif k == 2:
            d.w("REMOVED ", ("DATE", ctx.D(ctx.days(due, -r.randrange(0, 10)))), " - closed\n")
        else:
            d.w("Exchange planned (long-term stent, 6-monthly); next ", ("DATE", ctx.D(ctx.days(due, 0), "my")), "\n")
        if r.random() < 0.5:
            d.t("Notes: ")
            q = relative(ctx, p)
            d.w(r.choice(["Pt called, ", "Spoke to ", "Left VM for "]), q.rel, " ", fam_name(r, q),
                r.choice([" - pt away, returns ", " - confirmed attendance ", " - requests later date after "]),
                ("DATE", ctx.D(ctx.days(due, r.randrange(-5, 20)), r.choice(["dmon", "wd", ctx.ds]))), ".\n")
        d.w("Last modified: ", ("DATE", ctx.D(ctx.days(ctx.today, -r.randrange(0, 3)), "iso")),
            " %02d:%02d by " % (r.randrange(8, 18), r.randrange(60)), ("USERNAME", ctx.staff().username(r)))
        if r.random() < 0.5:
            d.w(" @ ", ("IPADDR", ctx.c.ip()))
        d.t("\n" + ("-" * 44 + "\n" if i < n - 1 else ""))
    d.t("\nNB: Any stent >%d days past due date must be escalated to the consultant of the week.\n" % r.choice(
        [7, 14, 30]))
    return d


def metabolic_letter(ctx):
    r = ctx.rng
    d = Doc()
    p = new_patient(ctx)
    cons = ctx.staff(r.choice(["Consultant Urologist", "Consultant Nephrologist"]))
    g = gp(ctx)
    letterhead(d, ctx, dept=r.choice(["Metabolic Stone Clinic", "Department of Urology - Stone Service",
                                      "Renal Stone Prevention Clinic"]))
    d.t("\n")
    d.w(r.choice(["Date: ", "", "Dictated: "]), ("DATE", ctx.D(ctx.today, r.choice([ctx.ds, "long"]))))
    if r.random() < 0.5:
        d.w("   Clinic date: ", ("DATE", ctx.D(ctx.days(ctx.today, -r.randrange(3, 20)))))
    d.t("\n\n")
    gp_address(d, ctx, g, fax=r.random() < 0.3)
    d.t("\n")
    re_line(d, ctx, p)
    d.w("Dear Dr ", ("DOCTOR", g.last), ",\n\n")
    d.t("Diagnoses:\n1. Recurrent %s nephrolithiasis\n2. %s\n3. %s\n\n" % (
        r.choice(["calcium oxalate", "uric acid", "mixed calcium oxalate/phosphate", "calcium phosphate"]),
        r.choice(["Idiopathic hypercalciuria", "Hypocitraturia", "Low urine volume", "Hyperuricosuria",
                  "Primary hyperparathyroidism (PTH inappropriately normal)", "Enteric hyperoxaluria"]),
        r.choice(["Hypertension", "Obesity (BMI 33)", "Type 2 diabetes", "Gout", "Distal RTA excluded"])))
    d.w("I saw ", p.title, " ", ("PATIENT", p.formal), " in the ", r.choice(["metabolic stone clinic",
                                                                          "stone prevention clinic"]), " today")
    if r.random() < 0.5:
        q = relative(ctx, p)
        d.w(", accompanied by ", "his " if p.sex == "M" else "her ", q.rel, " ", fam_name(r, q))
    d.t(". ")
    d.w("He" if p.sex == "M" else "She", " is a ", ("AGE", str(p.age)), "-year-old ")
    d.w(("PROFESSION", r.choice(P.PROFESSIONS)))
    d.t(" who has had %s stone episodes, the first in " % r.choice(["three", "four", "two", "several", "five"]))
    d.w(("DATE", ctx.D(ctx.days(ctx.today, -r.randrange(900, 5000)), "y")), " and the most recent in ",
        ("DATE", ctx.D(ctx.days(ctx.today, -r.randrange(40, 400)), "my")), r.choice(
            [", which required ureteroscopy", ", treated with ESWL", ", which passed spontaneously"]), ". ")
    social(d, ctx, p, 1)
    d.t("\n\n")
    d.t("Results:\n")
    rows = clin.serum_metabolic(r, ctx.si)
    d.t(clin.table([("Serum", "Result", "Ref")] + rows, (22, 16)))
    vol, urows = clin.urine24(r, ctx.si)
    d.w("\n24-hour urine (collected ", ("DATE", ctx.D(ctx.days(ctx.today, -r.randrange(10, 60)))), "):\n")
    d.t(clin.table([("Analyte", "Result", "Ref")] + urows, (22, 18)))
    comp = r.choice(clin.COMPOSITIONS)
    d.t("\nStone analysis (FTIR): %s predominant, with %s.\n\n" % (comp[0], comp[1]))
    d.t("Assessment and plan:\n")
    d.t("%s The most important measure is fluid: I have asked %s to aim for a urine output of at least 2.5 L a day "
        "(roughly 3 L of fluid intake), spread through the day%s. " % (
            r.choice(["Urine volume is low and calcium excretion is high.", "The main abnormality is hypocitraturia.",
                      "Urine is persistently acidic (pH 5.1) with high urate.", "Sodium excretion is high, driving "
                      "calciuria."]), "him" if p.sex == "M" else "her",
            r.choice(["", ", more when working outside", " including overnight"])))
    d.t(r.choice(["We have started potassium citrate 10 mEq TDS; please monitor potassium in 4 weeks. ",
                  "I would be grateful if you could start hydrochlorothiazide 25 mg OD and check U&E/calcium in 2 weeks. ",
                  "Allopurinol 100 mg OD has been started. ", "No drug therapy for now - dietary measures first. ",
                  "I have referred for parathyroid imaging (sestamibi + US neck). "]))
    d.w("A referral has been made to our renal dietitian", r.choice([", ", " "]) if r.random() < 0.5 else "")
    if d.parts[-1].endswith((", ", " ")):
        dt_ = ctx.staff("Renal Dietitian")
        d.w(("DOCTOR", dt_.full()))
    d.t(". ")
    d.w("We will repeat the 24-hour urine and see ", "him" if p.sex == "M" else "her", " again in ",
        r.choice(["3 months", "6 months", "4 months"]), " (provisionally ",
        ("DATE", ctx.D(ctx.days(ctx.today, r.randrange(80, 190)), r.choice(["my", ctx.ds]))), ").\n\n")
    d.t(r.choice(["Yours sincerely,\n\n\n", "Kind regards,\n\n", "Yours sincerely\n\n"]))
    ctx.sign(d, cons, lic=r.random() < 0.5, creds=r.choice([None, CREDS[ctx.code][0 if "Urolog" in cons.role else 1]]))
    d.t("\n\n")
    d.w("cc: ", ("PATIENT", p.full()), "\n")
    if r.random() < 0.6:
        sec = ctx.staff("Medical Secretary")
        d.w("Dictated by ", ("DOCTOR", cons.initials(False)), ", typed by ", ("DOCTOR", sec.initials(False).lower()),
            r.choice([" - not verified", "", " (D/V)"]), "\n")
    return d
