"""Genres: 24-hour urine instructions + result, dietitian advice letter, telephone follow-up log."""
import clin
import pools as P
from core import Doc, dg, lt
from hdr import (new_patient, pt_block, pname, social, relative, fam_name, web, dept_email, letterhead, dear)


def urine24(ctx):
    r = ctx.rng
    d = Doc()
    p = new_patient(ctx)
    sci = ctx.staff("Clinical Scientist")
    nurse = ctx.staff("Stone Clinical Nurse Specialist")
    start = ctx.days(ctx.today, r.randrange(3, 14))
    d.w(("HOSPITAL", ctx.hosp), r.choice([" - Clinical Biochemistry\n", " | Department of Pathology\n",
                                         "\nLaboratory Medicine - Chemical Pathology\n"]))
    d.t("24-HOUR URINE COLLECTION FOR STONE RISK - PATIENT INSTRUCTIONS\n\n")
    d.w("Name: ", pname(r, p, ("full", "fml", "LFm")), "    ", p.mrn_label, ": ", ("MRN", p.mrn), "\n")
    d.w("Bottles issued: ", ("DATE", ctx.D(ctx.today)), " by ", ("DOCTOR", nurse.full()), ", ", nurse.role, "\n")
    d.w("Planned collection day: ", ("DATE", ctx.D(start, r.choice(["wdlong", "wdshort", "wd"]))), "\n")
    d.w("Order no: ", ("IDNUM", r.choice(["ORD-", "RQ", "LAB"]) + dg(r, 7)), "\n\n")
    d.t("You have been given %s. " % r.choice(["two 3-litre bottles: one containing acid (marked HCl) and one plain",
                                              "one 3-litre bottle containing a preservative",
                                              "two bottles (acid and plain) and a jug"]))
    d.t("The acid bottle contains a small amount of hydrochloric acid - do not empty it, do not pass urine directly "
        "into it, keep it away from children, and rinse skin with water if spilt.\n\n")
    d.t("1. Choose a day when you are at home (e.g. a weekend) - NOT during a urine infection, a period, or within "
        "2 weeks of a stone procedure.\n")
    d.t("2. On the morning of the collection, pass urine into the toilet as usual when you get up (e.g. 07:00). Do "
        "NOT collect this sample. Write the date and time on the label.\n")
    d.t("3. Collect ALL urine passed over the next 24 hours using the jug, and pour it into the bottle.\n")
    d.t("4. At exactly the same time next morning (07:00), pass urine one last time and ADD it to the bottle.\n")
    d.t("5. Keep bottles cool and return them within 24 hours to %s.\n" % r.choice(
        ["Pathology Reception", "the specimen reception desk", "the Outpatient Phlebotomy counter", "the laboratory"]))
    if r.random() < 0.6:
        d.w("   Location: ", ("LOCATION_OTHER", r.choice(P.BUILDINGS)), r.choice([", Ground Floor", ", Level 2",
                                                                               ", Room G.14", ""]), "\n")
    d.t("6. Eat and drink as you normally would. Please also have the blood test on the day you return the bottles.\n\n")
    d.w("Questions? Call ", ("PHONE", ctx.c.phone("land", ext=r.random() < 0.4)), " (Mon-Fri 08:30-16:30)")
    if r.random() < 0.5:
        d.w(" or email ", ("EMAIL", dept_email(r)))
    d.t(".\n")
    if r.random() < 0.5:
        d.w("Video guide: ", ("URL", web(r)), "\n")
    d.t("\n" + "-" * 50 + "\n")
    d.t("LABORATORY REPORT\n")
    spec = r.choice(["U", "B", "UR"]) + dg(r, 2) + "-" + dg(r, 6)
    d.w("Specimen: ", ("IDNUM", spec), "   Received: ", ("DATE", ctx.D(ctx.days(start, 1))),
        " %02d:%02d\n" % (r.randrange(8, 16), r.randrange(60)))
    d.w("Patient: ", pname(r, p, ("LF", "LFm")), "  DOB ", ("DATE", ctx.D(p.dob)), "  ", ("AGE", str(p.age)),
        p.sex, "\n")
    d.w("Requested by: ", "Dr ", ("DOCTOR", ctx.staff().last), ", ", r.choice(["Urology OPD", "Stone Clinic",
                                                                              "Nephrology", "Metabolic Stone Clinic"]))
    d.t("\n")
    d.w("Collection: ", ("DATE", ctx.D(start, r.choice([ctx.ds, "dm"]))), " 07:00 to ",
        ("DATE", ctx.D(ctx.days(start, 1), r.choice([ctx.ds, "dm"]))), " 07:00\n\n")
    vol, rows = clin.urine24(r, ctx.si)
    d.t(clin.table([("Test", "Result", "Reference")] + rows, (24, 18)))
    d.t("\nSerum (same day): creatinine %s, calcium %s, urate %s\n" % (
        "%d umol/L" % r.randrange(55, 130) if ctx.si else "%.2f mg/dL" % r.uniform(0.6, 1.4),
        "%.2f mmol/L" % r.uniform(2.15, 2.7) if ctx.si else "%.1f mg/dL" % r.uniform(8.6, 10.8),
        "%d umol/L" % r.randrange(200, 520) if ctx.si else "%.1f mg/dL" % r.uniform(3.5, 8.8)))
    d.t("\nComment: %s\n" % r.choice([
        "Creatinine excretion consistent with a complete collection. Low volume and hypercalciuria.",
        "Creatinine output low - collection may be incomplete; interpret with caution.",
        "Hypocitraturia. Consider citrate supplementation if clinically appropriate.",
        "Raised urinary oxalate; dietary vs enteric cause - clinical correlation advised.",
        "Results within reference limits apart from low volume."]))
    d.w("Authorised by: ", ("DOCTOR", sci.fml()), ", ", sci.role)
    if r.random() < 0.5:
        d.w(" (user ", ("USERNAME", sci.username(r)), ")")
    d.w("  ", ("DATE", ctx.D(ctx.days(start, r.randrange(3, 9)))), "\n")
    if ctx.code == "UK" and r.random() < 0.5:
        d.w("NHS No: ", ("MRN", p.nhs), "\n")
    return d


def dietitian(ctx):
    r = ctx.rng
    d = Doc()
    p = new_patient(ctx)
    diet = ctx.staff("Renal Dietitian" if not ctx.us else "Registered Dietitian")
    letterhead(d, ctx, dept=r.choice(["Nutrition & Dietetics Department", "Dietetic Service - Renal Team",
                                      "Clinical Nutrition"]), fax=r.random() < 0.5)
    d.t("\n")
    d.w(("DATE", ctx.D(ctx.today, r.choice([ctx.ds, "long"]))), "\n\n")
    d.w(pname(r, p, ("full", "fml")), "\n")
    ctx.write_addr(d, p.addr, sep="\n", country=r.random() < 0.15)
    d.t("\n\n")
    if r.random() < 0.5:
        d.w("Our ref: ", ("IDNUM", "DT/" + dg(r, 5)), "   ", p.mrn_label, ": ", ("MRN", p.mrn), "\n\n")
    dear(d, ctx, p, r)
    d.w("Thank you for coming to see me in the ", r.choice(["stone clinic", "dietetic outpatient clinic",
                                                             "virtual clinic (video)"]), " on ",
        ("DATE", ctx.D(ctx.days(ctx.today, -r.randrange(1, 14)), r.choice(["wdshort", "long", ctx.ds]))))
    if r.random() < 0.5:
        q = relative(ctx, p)
        d.w(" with your ", q.rel, " ", fam_name(r, q))
        if r.random() < 0.5:
            d.t(", who does most of the cooking at home")
    d.t(". As promised, here is a summary of what we discussed to help reduce your risk of forming new kidney "
        "stones. Your stones were mainly %s.\n\n" % r.choice(["calcium oxalate", "uric acid", "calcium phosphate",
                                                              "calcium oxalate with some calcium phosphate"]))
    k = r.randrange(3)
    if k == 0:
        d.w("As a ", ("PROFESSION", r.choice(P.PROFESSIONS)), ", you told me it is hard to drink at work")
        if r.random() < 0.5:
            d.w(" and that ", ("ORGANIZATION", r.choice(P.EMPLOYERS)), " allows only two breaks per shift")
        d.t(". ")
    elif k == 1:
        d.w("You mentioned your trip to ", ("COUNTRY", r.choice(P.OTHER_COUNTRIES)), " in ",
            ("DATE", ctx.D(ctx.days(ctx.today, r.randrange(20, 200)), "my")),
            " - please take extra care with fluids in hot weather. ")
    else:
        d.t("You said your current intake is about %s a day, mostly tea and cola. " % r.choice(["1 litre", "1.5 litres",
                                                                                                "4 cups"]))
    d.t("\n\n1. FLUIDS\n- Aim for 2.5 to 3 litres of fluid a day, enough to pass at least 2.5 litres of pale urine.\n"
        "- Water is best; add fresh lemon or lime juice (citrate).\n- Limit cola and sugary soft drinks.\n\n")
    d.t("2. SALT\n- Less than 6 g salt (2,400 mg sodium) a day. Avoid processed meats, stock cubes, takeaways.\n\n")
    d.t("3. CALCIUM\n- Do NOT cut down on calcium. Aim for %s a day from food (milk, yoghurt, cheese), "
        "taken with meals so it binds oxalate in the gut.\n\n" % r.choice(["1,000 mg", "1,000-1,200 mg", "700-1,000 mg"]))
    d.t("4. OXALATE\n- Cut down on very high oxalate foods: spinach, rhubarb, beetroot, almonds, cashews, "
        "strong black tea, dark chocolate.\n- Avoid high-dose vitamin C supplements (over 1 g a day).\n\n")
    d.t("5. PROTEIN\n- Keep animal protein (meat, fish, eggs) to %s portions a day; more vegetables and pulses.\n\n" %
        r.choice(["two", "two palm-sized", "1-2"]))
    d.t("6. WEIGHT\n- Current weight %d kg, BMI %.1f. Gradual loss of 0.5 kg a week is a sensible target; avoid "
        "crash or high-protein ketogenic diets.\n\n" % (r.randrange(58, 130), r.uniform(21.0, 39.5)))
    d.w("I will see you again on ", ("DATE", ctx.D(ctx.days(ctx.today, r.randrange(60, 180)), r.choice(
        ["wdlong", "long", ctx.ds]))), " at %s. " % r.choice(["10:30", "2.15 pm", "09:00", "14:45"]))
    d.w("If you have any questions please call me on ", ("PHONE", ctx.c.phone("land", ext=r.random() < 0.5)))
    if r.random() < 0.6:
        d.w(" or email ", ("EMAIL", diet.email(r)))
    d.t(". ")
    if r.random() < 0.5:
        d.w("More recipes are at ", ("URL", web(r)), ".")
    d.t("\n\n")
    d.t(r.choice(["Best wishes,\n\n", "Yours sincerely,\n\n", "Kind regards,\n\n"]))
    d.w(("DOCTOR", diet.full()), "\n", diet.role)
    if r.random() < 0.6:
        if ctx.code == "UK":
            d.w("\nHCPC ", ("LICENSE", "DT" + dg(r, 6)))
        elif ctx.code == "US":
            d.w(", RDN\nCDR # ", ("LICENSE", dg(r, 7)))
        elif ctx.code == "IE":
            d.w("\nCORU ", ("LICENSE", "DI" + dg(r, 6)))
        else:
            d.w("\nAPD/registration no ", ("LICENSE", dg(r, 6)))
    d.t("\n\n")
    cc = ctx.staff("Consultant Urologist")
    d.w("cc: ", cc.hon(r), ("DOCTOR", cc.last), ", Stone Clinic; GP - ",
        ("HOSPITAL", ctx.practice()), "\n")
    return d


def phone_log(ctx):
    r = ctx.rng
    d = Doc()
    p = new_patient(ctx)
    staff = [ctx.staff(r.choice(["Stone Clinical Nurse Specialist", "Urology Nurse Practitioner", "Staff Nurse"]))
             for _ in range(r.randrange(1, 3))]
    d.w(("HOSPITAL", ctx.hosp), r.choice([" - Stone Service Telephone Follow-up Log\n",
                                         " | Urology Nurse-Led Telephone Clinic\n", "\nTELEPHONE CONTACT RECORD\n"]))
    pt_block(d, ctx, p, phone=True, acct=False, hp=False, up=r.random() < 0.3)
    q = relative(ctx, p)
    d.w("NOK: ", fam_name(r, q), " (", q.rel, ") ", ("PHONE", ctx.c.phone("mobile")), "\n")
    d.t("Reason: %s\n" % r.choice(["post-ESWL review", "trial of passage - MET review", "post-URS stent check",
                                   "24-h urine results", "post-renal colic virtual review"]))
    d.t("=" * 46 + "\n")
    t = ctx.days(ctx.today, -r.randrange(10, 30))
    n = r.randrange(3, 7)
    for i in range(n):
        t = ctx.days(t, r.randrange(1, 9))
        s = r.choice(staff)
        d.w("[", ("DATE", ctx.D(t, r.choice([ctx.ds, "iso"]))), " %02d:%02d] " % (r.randrange(8, 18), r.randrange(60)))
        if r.random() < 0.5:
            d.w(("USERNAME", s.username(r)), " (", s.role, ")")
        else:
            d.w(("DOCTOR", s.full()), ", ", s.role)
        d.t("\n")
        k = r.randrange(7)
        if k == 0:
            d.w("Outbound call to ", ("PHONE", p.phone), " - no answer, voicemail left requesting call back.\n")
        elif k == 1:
            x = r.random()
            if x < 0.2:
                d.w("Spoke to pt (", ("PATIENT", p.initials()), ")")
            elif x < 0.55:
                d.w("Spoke to ", ("PATIENT", p.first))
            else:
                d.w("Spoke to ", p.title, " ", ("PATIENT", p.formal))
            d.t(". Identity confirmed (DOB + address)")
            if r.random() < 0.4:
                d.w("; voiceprint match ID ", ("BIOID", ctx.c.bioid("voice")))
            d.t(". Pain %d/10, %s. " % (r.randrange(0, 6), r.choice(["using ibuprofen PRN", "no analgesia needed",
                                                                   "paracetamol only"])))
            kk = r.randrange(3)
            if kk == 0:
                d.w("Passed small stone on ", ("DATE", ctx.D(ctx.days(t, -r.randrange(1, 4)),
                                                             r.choice(["wd_only", "dm", "wd"]))), ".\n")
            elif kk == 1:
                d.t("Reports gravel in sieve.\n")
            else:
                d.t("No stone seen yet.\n")
        elif k == 2:
            d.w(q.rel.capitalize(), " ", fam_name(r, q), " answered; pt at work")
            if r.random() < 0.5:
                d.w(" (", ("ORGANIZATION", r.choice(P.EMPLOYERS)), ")")
            d.t(". Asked for call back after 17:00.\n")
        elif k == 3:
            m = t.month
            hols = {12: ["Christmas", "New Year"] + ([] if ctx.us else ["Boxing Day"]), 1: ["New Year"],
                    4: ["Easter"], 11: ["Thanksgiving"] if ctx.us else []}
            hol = r.choice(["the weekend", "wd"] + hols.get(m, []))
            if hol == "the weekend":
                d.t("Pt phoned in: passed stone over the weekend")
            elif hol == "wd":
                d.w("Pt phoned in: passed stone on ", ("DATE", ctx.D(t, "wd_only")))
            else:
                d.w("Pt phoned in: passed stone over ", ("DATE", hol), " weekend" if hol in ("Easter", "New Year") else "")
            d.t(". Advised to bring it to clinic for analysis in a clean dry container.\n")
        elif k == 4:
            d.w("KUB XR ", ("DATE", ctx.D(ctx.days(t, -1), "dm")), " reviewed with Dr ", ("DOCTOR", ctx.staff().last),
                ": %s.\n" % r.choice(["stone no longer visible", "stone unchanged at VUJ",
                                      "fragments in lower pole, ok to observe", "stent in good position"]))
        elif k == 5:
            d.w("Stent symptoms ++ (frequency, flank pain on voiding). Mirabegron 50 mg prescribed; removal date confirmed ",
                ("DATE", ctx.D(ctx.days(t, r.randrange(3, 20)), r.choice([ctx.ds, "wd"]))), ".\n")
        else:
            d.w("Email sent to ", ("EMAIL", p.mail), " with MET leaflet link ", ("URL", web(r)), ".\n")
        if r.random() < 0.25:
            d.t("Safety-netting: attend ED if fever >38, rigors, uncontrolled pain or anuria.\n")
    d.t("-" * 46 + "\n")
    d.t("Outcome: %s\n" % r.choice(["discharged from stone follow-up", "listed for URS", "repeat imaging in 4/52",
                                    "refer to metabolic stone clinic", "ongoing - review in 2 weeks"]))
    if r.random() < 0.5:
        d.w("Letter to GP (", ("HOSPITAL", ctx.practice()), ") sent ", ("DATE", ctx.D(t)), ".\n")
    return d
