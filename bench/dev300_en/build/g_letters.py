"""Letter-like genres: TB clinic letter, treatment completion letter,
inpatient TB discharge summary."""
import clin
import core
from g_common import (pt_title, dr_title, pt_ref, pt_full, staff_sig, staff_ref, letterhead, transcription,
                      pt_id_block, household)

PHYS_UK = ["Consultant Respiratory Physician", "Consultant in Infectious Diseases", "TB Lead Physician",
           "Specialty Registrar, Respiratory Medicine"]
PHYS_X = ["TB Physician", "Infectious Diseases Physician", "Medical Director, TB Control", "Respiratory Physician",
          "Clinical Fellow, TB Service"]
NURSE_ROLES = ["TB Nurse Specialist", "TB Clinical Nurse Specialist", "Public Health Nurse", "TB Case Manager",
               "TB Nurse Case Manager"]


def _phys(ctx):
    return ctx.staff(ctx.ch(PHYS_UK if ctx.c == "UK" else PHYS_X))


def _he(p, cap=True):
    s = "he" if p.sex == "M" else "she"
    return s.capitalize() if cap else s


def _his(p):
    return "his" if p.sex == "M" else "her"


def _arrival(doc, ctx, pt, arr_year):
    if pt.group == "local":
        doc.add(_he(pt), " was born in ", (ctx.ch(["this country"]) if False else ctx.town(), "CITY"),
                " and has not travelled outside ", ctx.country_items(), " in the last ", str(ctx.r.randint(2, 9)), " years. ")
    else:
        doc.add(_he(pt), " was born in ", ctx.cob_items(pt), " and moved to ", ctx.country_items(), " in ",
                (str(arr_year), "DATE"), ". ")
        if ctx.p(0.5):
            trip = ctx.before(ctx.ref, 120, 900)
            doc.add(_he(pt), " last travelled to ", ctx.cob_items(pt), " in ", ctx.D(trip, ctx.ch(["month_y", "mon_y"])),
                    " for ", str(ctx.r.randint(2, 12)), " weeks. ")


def tb_clinic_letter(ctx, doc):
    r, c = ctx.r, ctx.c
    us = c == "US"
    pt = ctx.person(amin=16, amax=88)
    addr = ctx.address()
    clinic = ctx.tbclinic()
    cons = _phys(ctx)
    nurse = ctx.staff(ctx.ch(NURSE_ROLES))
    gpdoc = ctx.staff("General Practitioner")
    letterhead(doc, ctx, clinic, dept=ctx.ch([None, "Department of Respiratory Medicine", "Division of Infectious Diseases",
                                               "Tuberculosis Service"]))
    doc.add("\n")
    clinic_date = ctx.before(ctx.ref, 0, 10)
    if ctx.p(0.5):
        doc.line(ctx.ch(["Date: ", "Date dictated: ", "Letter date: ", ""]), ctx.D(ctx.ref))
    else:
        doc.line(ctx.ch(["Clinic date: ", "Seen: ", "Date of clinic: "]),
                 ctx.D(clinic_date, ctx.long_wd_style() if ctx.p(0.3) else None), "   Typed: ", ctx.D(ctx.ref))
    doc.add("\n")
    if us and ctx.p(0.5):
        doc.add("Referring provider: ", dr_title(ctx) + " ", (gpdoc.name("full"), "DOCTOR"), ", ", (ctx.gp(), "HOSPITAL"), "\n\n")
    else:
        doc.add(dr_title(ctx) + " ", (gpdoc.name(ctx.ch(["full", "init_last"])), "DOCTOR"), "\n", (ctx.gp(), "HOSPITAL"),
                "\n", ctx.addr_items(ctx.address(), "multi"), "\n\n")
    doc.add("Dear ", dr_title(ctx) + " ", (gpdoc.last, "DOCTOR"), ",\n\n")
    pt_id_block(doc, ctx, pt, addr if ctx.p(0.6) else None, hp=ctx.p(0.8), ssn=us and ctx.p(0.25),
                sep=ctx.ch(["\n", ", ", "  "]))
    doc.add("\n")
    smear_pos = ctx.p(0.6)
    diag_date = ctx.before(clinic_date, 20, 150)
    doc.line("Diagnosis: ", ctx.ch(["Fully sensitive ", "Culture-confirmed ", "Probable ", ""]), pt.site,
             " tuberculosis (ICD-10 ", clin.icd(r), ")")
    doc.line("Treatment: ", clin.regimen_short(r), " started ", ctx.D(diag_date), ctx.ch(["", " - now in continuation phase", " (intensive phase)"]))
    doc.add("\n")
    # opening
    doc.add("I ", ctx.ch(["reviewed ", "saw "]), pt_ref(ctx, pt))
    if ctx.p(0.5):
        doc.add(" in the TB clinic today")
    else:
        doc.add(" in clinic on ", ctx.D(clinic_date, ctx.ch([None, ctx.short_style()])))
    comp = ctx.r.random()
    if comp < 0.4:
        fam = ctx.relative(pt, amin=16, amax=70)
        rel = ctx.ch(["son" if fam.sex == "M" else "daughter", "brother" if fam.sex == "M" else "sister", "cousin"])
        doc.add(", accompanied by ", _his(pt), " ", rel, " ", (fam.name(ctx.ch(["first", "full"])), "FAMILY"))
    elif comp < 0.7:
        doc.add(" with a ", ctx.lang(pt), " interpreter (", ctx.ch(["telephone", "video", "face-to-face"]), ", ID ",
                (ctx.digits(5), "IDNUM"), ")")
    doc.add(". ")
    # background
    age_st = ctx.ch(["yo_dash", "yo_dash", "words_yo", "yo"])
    doc.add(_he(pt), " is a ", core.age_items(pt.age, age_st, pt.sex), " ")
    prof = ctx.profession()
    if ctx.p(0.8):
        doc.add((prof, "PROFESSION"))
        if ctx.p(0.6):
            doc.add(" at ", (ctx.employer(), "ORGANIZATION"))
    else:
        doc.add(ctx.ch(["man" if pt.sex == "M" else "woman", "retired " + ("man" if pt.sex == "M" else "woman")]))
    doc.add(". ")
    _arrival(doc, ctx, pt, max(pt.dob.year + 1, ctx.ref.year - r.randint(0, 25)))
    household(doc, ctx, pt)
    doc.add("\n\n")
    # clinical
    doc.add(ctx.ch(["History: ", "Presentation: ", ""]), _he(pt), " presented ", ctx.ch(["via ", "to "]))
    if ctx.p(0.35):
        doc.add("the GP with ", clin.symptoms(r), ". ")
    else:
        doc.add(ctx.ch(["the ED at ", "the acute medical unit at "]), (ctx.hospital(), "HOSPITAL"), " on ",
                ctx.D(ctx.before(diag_date, 1, 20)), " with ", clin.symptoms(r), ". ")
    doc.add(clin.cxr(r), " Sputum collected ", ctx.D(ctx.before(diag_date, 0, 5), ctx.ch([None, ctx.short_style()])),
            " (lab no. ", (ctx.accession(), "IDNUM"), "): ", clin.smear(r, smear_pos), "; ", clin.xpert(r), ". ")
    if ctx.p(0.7):
        doc.add("Culture: ", clin.culture(r), ", fully sensitive to first-line drugs on ", ctx.D(ctx.after(diag_date, 20, 50)), ". ")
    doc.add("\n\n", ctx.ch(["On examination: ", "Today: ", "Progress: "]), clin.vitals(r, us), ". ",
            "Weight ", "%.1f" % clin.weight(r), " kg. ", clin.side_effect(r).capitalize(), ". ")
    doc.add("Bloods ", ctx.D(ctx.before(clinic_date, 0, 7), ctx.short_style()), ": ", clin.lfts(r, us), ". ", clin.vision(r, us), ".\n\n")
    # plan
    doc.add("Plan:\n")
    doc.add("1. Continue ", clin.regimen(r, c, phase=ctx.ch(["intensive", "continuation"])), ".\n")
    doc.add("2. ", ctx.ch(["DOT ", "Video-observed therapy ", "Enhanced case management with DOT "]),
            ctx.ch(["5x weekly", "3x weekly", "daily"]), " via ", staff_ref(ctx, nurse), ", ", nurse.role, " (tel ",
            (ctx.phone("land", ext=ctx.p(0.4)), "PHONE"), ").\n")
    doc.add("3. Contact tracing: ", ctx.ch(["household contacts screened", "household and workplace contacts being screened",
                                              "6 household contacts identified"]), "; liaison with ",
            (ctx.phorg(), "ORGANIZATION"), ".\n")
    if ctx.p(0.5):
        doc.add("4. ", ctx.ch(["Off work", "Excluded from work", "Not to attend college"]), " until ",
                ctx.D(ctx.after(clinic_date, 7, 21)), " (", ctx.ch(["2 weeks", "14 days"]), " of effective treatment).\n")
    doc.add(ctx.ch(["Review", "Next clinic", "Follow-up"]), ": ", ctx.D(ctx.after(clinic_date, 14, 60),
                                                                       ctx.ch([None, ctx.long_wd_style()])),
            ctx.ch(["", " at " + clin.time(r), " with repeat LFTs"]), ".\n\n")
    doc.add(ctx.ch(["Yours sincerely,", "Kind regards,", "Yours faithfully,", "Sincerely,"]), "\n\n\n")
    doc.add(staff_sig(ctx, cons, lic="doc" if ctx.p(0.5) else None), "\n")
    if ctx.p(0.4):
        doc.add((ctx.email(cons), "EMAIL"), "\n")
    doc.add("\ncc: ", ctx.ch(["Patient", "Patient (home address)", "patient"]), "; ",
            (nurse.name("full"), "DOCTOR"), ", ", nurse.role)
    if ctx.p(0.5):
        doc.add("; ", (ctx.phorg(), "ORGANIZATION"))
    doc.add("\n")
    transcription(doc, ctx, cons, ctx.ref)


def completion_letter(ctx, doc):
    r, c = ctx.r, ctx.c
    us = c == "US"
    pt = ctx.person(amin=18, amax=85)
    addr = ctx.address()
    clinic = ctx.tbclinic()
    cons = _phys(ctx)
    nurse = ctx.staff(ctx.ch(NURSE_ROLES))
    gpdoc = ctx.staff("General Practitioner")
    end = ctx.before(ctx.ref, 0, 20)
    months = ctx.ch([6, 6, 6, 9, 12])
    start = core.add_days(end, -months * 30 - r.randint(0, 14))
    letterhead(doc, ctx, clinic, dept=ctx.ch([None, "TB Nursing Team", "Respiratory Medicine"]))
    doc.add("\n", ctx.D(ctx.ref, ctx.ch([None, "d_month_y" if ctx.df else "month_d_y"])), "\n\n")
    to_patient = ctx.p(0.5)
    if to_patient:
        doc.add(pt_title(ctx, pt), " ", pt_full(ctx, pt, forms=["full", "fml"]), "\n", ctx.addr_items(addr, "multi"), "\n\n")
        doc.add("Dear ", ctx.ch([[pt_title(ctx, pt), " ", (pt.last, "PATIENT")], [(pt.first, "PATIENT")],
                                 [(pt.name("full"), "PATIENT")]]), ",\n\n")
        doc.add(ctx.ch(["Re: Completion of TB treatment", "Your TB treatment", "RE: TREATMENT COMPLETION"]), "\n\n")
        doc.add("I am pleased to confirm that you completed your treatment for tuberculosis on ", ctx.D(end), ". ")
        doc.add("You started treatment on ", ctx.D(start), " and took ", str(months), " months of medication. ")
        doc.add("Thank you for attending your appointments with ", staff_ref(ctx, nurse), " and the team at ",
                (clinic, "HOSPITAL"), ".\n\n")
    else:
        doc.add(dr_title(ctx), " ", (gpdoc.name(ctx.ch(["full", "init_last"])), "DOCTOR"), "\n", (ctx.gp(), "HOSPITAL"), "\n",
                ctx.addr_items(ctx.address(), ctx.ch(["multi", "line"])), "\n\n")
        doc.add("Dear ", ctx.ch([[dr_title(ctx), " ", (gpdoc.last, "DOCTOR")], ["Colleague"]]), ",\n\n")
        pt_id_block(doc, ctx, pt, addr, hp=ctx.p(0.7), sep=ctx.ch(["\n", "  |  "]))
        doc.add("\nI am writing to let you know that ", pt_ref(ctx, pt), " has ", ctx.ch(["successfully ", ""]),
                "completed treatment for ", pt.site, " tuberculosis on ", ctx.D(end), ".\n\n")
    doc.add("Treatment summary\n")
    w0 = clin.weight(r)
    rows = [("Diagnosis", [pt.site.capitalize(), ", ", ctx.ch(["culture confirmed, fully sensitive", "clinically diagnosed",
                                                                     "INH mono-resistant", "Xpert positive, culture confirmed"])]),
            ("Notified", [ctx.D(core.add_days(start, r.randint(0, 6))), " (", ctx.case_label(), " ", (ctx.case_id(), "IDNUM"), ")"]),
            ("Start date", [ctx.D(start)]),
            ("Regimen", [clin.regimen_short(r)]),
            ("End date", [ctx.D(end)]),
            ("Doses", ["%d/%d" % (months * 26 - r.randint(0, 6), months * 26), " observed (",
                       ctx.ch(["DOT 5x weekly", "VOT daily", "clinic DOT 3x weekly", "community DOT"]), ")"]),
            ("Outcome", [ctx.ch(["Cured", "Treatment completed", "Treatment completed (culture conversion at 2 months)"])]),
            ("Weight", ["%.1f kg at start, %.1f kg at end" % (w0, w0 + r.uniform(1.0, 9.0))])]
    if ctx.p(0.5):
        rows.insert(3, ("Culture conversion", [ctx.D(core.add_days(start, r.randint(28, 75)))]))
    for k, v in rows:
        doc.add("  ", (k + ":").ljust(20), v, "\n")
    doc.add("\n")
    k = ctx.r.random()
    if k < 0.34:
        doc.add("No further follow-up is required from the TB service. ")
    elif k < 0.67:
        doc.add("A final chest X-ray on ", ctx.D(ctx.before(end, 0, 14)), " showed ",
                ctx.ch(["residual fibrosis only", "resolution of consolidation",
                        "stable appearances with a calcified nodule"]), ". ")
    else:
        doc.add("We will see ", "you" if to_patient else pt_ref(ctx, pt), " once more on ", ctx.D(ctx.after(ctx.ref, 30, 120)),
                " and then discharge to primary care. ")
    doc.add(ctx.ch(["If cough, fevers, night sweats or weight loss return, please contact the TB nurses promptly",
                    "Symptoms of relapse (cough > 3 weeks, sweats, weight loss) should prompt re-referral",
                    "Relapse risk is low (<5%), but any new symptoms should be reported"]))
    doc.add(" on ", (ctx.phone("land", ext=ctx.p(0.3)), "PHONE"))
    if ctx.p(0.5):
        doc.add(" or by email to ", (ctx.email(), "EMAIL"))
    doc.add(".\n\n")
    if to_patient and ctx.p(0.6):
        doc.add("Your certificate of completion is enclosed. You can show it to your employer")
        if ctx.p(0.6):
            doc.add(" (", (ctx.employer(), "ORGANIZATION"), ")")
        doc.add(" if asked.\n\n")
    doc.add(ctx.ch(["Yours sincerely,", "With best wishes,", "Kind regards,"]), "\n\n")
    doc.add(staff_sig(ctx, nurse, lic="nurse" if ctx.p(0.3) else None), "\n")
    if ctx.p(0.5):
        doc.add("on behalf of ", dr_title(ctx), " ", (cons.name("full"), "DOCTOR"), ", ", cons.role, "\n")
    doc.add("\ncc: ")
    if to_patient:
        doc.add(dr_title(ctx), " ", (gpdoc.name("init_last"), "DOCTOR"), ", ", (ctx.gp(), "HOSPITAL"))
    else:
        doc.add(pt_full(ctx, pt, forms=["full"]), " (patient)")
    doc.add("; ", (ctx.phorg(), "ORGANIZATION"), "\n")


def discharge_summary(ctx, doc):
    r, c = ctx.r, ctx.c
    us = c == "US"
    pt = ctx.person(amin=17, amax=90)
    addr = ctx.address()
    hosp = ctx.hospital()
    cons = _phys(ctx)
    jr = ctx.staff(ctx.ch(["Foundation Doctor", "Resident Physician", "Resident Medical Officer", "House Officer", "Junior Doctor"]))
    adm = ctx.before(ctx.ref, 6, 40)
    dis = ctx.ref
    doc.line((hosp, "HOSPITAL"), " - ", ctx.ch(["INPATIENT DISCHARGE SUMMARY", "Discharge Summary", "DISCHARGE LETTER"]))
    doc.add(ctx.ch(["Ward: ", "Unit: ", "Discharging ward: "]), (ctx.ward(), "HOSPITAL"))
    doc.add(ctx.ch(["   Room ", ", Side room ", " - Negative pressure room "]), (str(r.randint(1, 40)) + ctx.ch(["", "", "A", "B"]), "LOCATION_OTHER"))
    if ctx.p(0.4):
        doc.add(", Bed ", (str(r.randint(1, 6)), "LOCATION_OTHER"))
    doc.add("\n")
    pt_id_block(doc, ctx, pt, addr, hp=ctx.p(0.75), ssn=ctx.p(0.5 if c in ("US", "CA") else 0.15))
    doc.add(ctx.ch(["Encounter no: ", "Visit #: ", "Episode: ", "Account: "]), (ctx.account(), "ACCOUNT"), "\n")
    doc.add("Admitted: ", ctx.D(adm), " ", clin.time(r, "colon"), "    Discharged: ", ctx.D(dis), " ", clin.time(r, "colon"),
            "    LOS: ", str((dis - adm).days), " days\n")
    doc.add("Consultant: ", dr_title(ctx), " ", (cons.name(ctx.ch(["full", "init_last", "last"])), "DOCTOR"),
            " (", ctx.ch(["Respiratory", "Infectious Diseases", "General Medicine"]), ")\n")
    gpdoc = ctx.staff("GP")
    doc.add(ctx.ch(["GP: ", "PCP: ", "Primary care: "]), dr_title(ctx), " ", (gpdoc.name("full"), "DOCTOR"), ", ",
            (ctx.gp(), "HOSPITAL"))
    if ctx.p(0.5):
        doc.add(", fax ", (ctx.fax(), "FAX"))
    doc.add("\n\n")
    doc.add("PRINCIPAL DIAGNOSIS: ", pt.site, " tuberculosis\n")
    doc.add("Comorbidities: ", ctx.ch(["type 2 diabetes (HbA1c 71 mmol/mol)", "nil significant", "alcohol use disorder",
                                       "HIV (CD4 210, on TLD)", "CKD stage 3a", "hepatitis B carrier"]), "\n\n")
    doc.add("PRESENTATION\n", core.age_items(pt.age, ctx.ch(["yo", "yo_tight", "sex", "yo_dash"]), pt.sex),
            " ", ctx.ch(["", "man " if pt.sex == "M" else "woman "]), "presented with ", clin.symptoms(r, 4), ". ")
    soc = r.random()
    if soc < 0.35:
        doc.add("Of no fixed abode; has been staying at ", (ctx.shelter(), "ORGANIZATION"), ". ")
    elif soc < 0.55:
        doc.add("Recently released from ", (ctx.prison(), "ORGANIZATION"), " (", ctx.D(ctx.before(adm, 20, 200), ctx.ch(["month_y", None])), "). ")
    elif soc < 0.8:
        doc.add("Works as a ", (ctx.profession(), "PROFESSION"), "; born in ", ctx.cob_items(pt), ". ")
    doc.add("\n\nINVESTIGATIONS\n- ", clin.cxr(r), "\n- Sputum x3 (", ctx.D(core.add_days(adm, 1), ctx.short_style()), "-",
            ctx.D(core.add_days(adm, 3), ctx.short_style()), "): ", clin.smear(r), "\n- ", clin.xpert(r), "\n")
    if ctx.p(0.5):
        doc.add("- Bronchoscopy ", ctx.D(core.add_days(adm, r.randint(2, 5))), ": BAL sent (specimen ", (ctx.specimen(), "IDNUM"),
                "), ", ctx.ch(["AFB smear positive", "Xpert positive", "awaiting culture"]), "\n")
    doc.add("- ", clin.lfts(r, us), "\n- ", clin.bloods(r), "\n\n")
    doc.add("HOSPITAL COURSE\nIsolated in a ", ctx.ch(["negative pressure side room", "single room with en-suite",
                                                      "airborne isolation room"]), " until ",
            ctx.D(core.add_days(adm, r.randint(14, 20)), ctx.ch([None, ctx.short_style()])), ". Started ",
            clin.regimen_short(r), " on ", ctx.D(core.add_days(adm, r.randint(1, 4))), ". ", clin.side_effect(r).capitalize(),
            ". Notified to ", (ctx.phorg(), "ORGANIZATION"), " (", ctx.case_label(), " ", (ctx.case_id(), "IDNUM"), ").\n\n")
    doc.add("DISCHARGE MEDICATIONS\n")
    wt = clin.weight(r)
    doc.add("- ", clin.regimen(r, c, wt), "\n")
    doc.add("- ", ctx.ch(["paracetamol 1 g qds prn", "omeprazole 20 mg od", "metformin 500 mg bd", "thiamine 100 mg tds",
                          "ondansetron 4 mg prn"]), "\n")
    doc.add("Dispensed: 14 days' supply by ", (ctx.pharmacy() if ctx.p(0.5) else hosp + " Pharmacy", "HOSPITAL"), "\n\n")
    doc.add("FOLLOW-UP\nTB clinic at ", (ctx.tbclinic(), "HOSPITAL"), " on ", ctx.D(ctx.after(dis, 7, 21), ctx.ch([None, ctx.long_wd_style()])),
            " at ", clin.time(r), ". TB nurse to start ", ctx.ch(["DOT", "VOT", "home DOT"]), " from ",
            ctx.D(core.add_days(dis, 1), ctx.ch(["weekday", ctx.short_style()])), ".\n")
    tr = r.random()
    if tr < 0.4:
        fam = ctx.relative(pt, amin=18, amax=70)
        doc.add("Collected by ", _his(pt), " ", ctx.ch(["brother" if fam.sex == "M" else "sister", "son" if fam.sex == "M" else "daughter"]),
                " ", (fam.name("full"), "FAMILY"), " (mob ", (ctx.phone("mobile"), "PHONE"), ")")
        if ctx.p(0.6):
            doc.add(" in private car reg. ", (ctx.plate(), "VEHICLE"))
        doc.add(".\n")
    elif tr < 0.7:
        doc.add("Patient transport booked (", ctx.ch(["vehicle ", "ambulance reg "]), (ctx.plate(), "VEHICLE"), ", ",
                clin.time(r), ").\n")
    if ctx.p(0.3):
        doc.add("VOT smartphone issued before discharge (IMEI ", (ctx.device("imei"), "DEVICE"), ").\n")
    doc.add("\nCompleted by: ", (jr.name(ctx.ch(["full", "init_last"])), "DOCTOR"), ", ", jr.role,
            ctx.ch([", bleep ", ", pager ", " - pager "]), (ctx.pager(), "PHONE"), "\n")
    if ctx.p(0.5):
        doc.add("Electronically signed ", ctx.D(dis), " ", clin.time(r), " (user ", (ctx.username(jr), "USERNAME"), ")\n")
