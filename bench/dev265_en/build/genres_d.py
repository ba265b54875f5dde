"""Genres: alcohol liaison nurse note; liver/HCC MDT meeting outcomes."""
import blocks as B
import clinical as C
import phi
import pools_names as PN
import pools_places as PP
from notebuilder import Note
from people import Ctx, make_person, render

BUILDINGS = ["Ashdown Building", "Lovell Wing", "Harcourt Block", "Seacole Centre", "Tower Block",
             "Maple Pavilion", "Osler Education Centre", "Riverside Wing"]
LICENSING = {"UK": "DVLA", "US": "the DMV", "AU": "the state licensing authority", "CA": "the provincial licensing authority"}


def gen_alcohol(rng, country, lower):
    n = Note(lower)
    ctx = Ctx(rng, country)
    nurse = ctx.cns
    ward = rng.choice(PP.WARDS)
    he, his, him = ctx.he(), ctx.his(), ctx.him()
    t = phi.time_of_day(rng, 9, 16)
    n.t(rng.choice(["ALCOHOL CARE TEAM - LIAISON NURSE ASSESSMENT", "Alcohol Liaison Nurse Review",
                    "ACT (Alcohol Care Team) progress note", "Drug & Alcohol Consult Liaison - Nursing"]), "\n")
    n.t(ctx.d(ctx.visit), " ", t, "   ", (ctx.hosp, "HOSPITAL"), " - ", (ward, "HOSPITAL"), ", bed ",
        (str(rng.randint(1, 32)), "LOCATION_OTHER"), "\n")
    n.t("Pt: ", ctx.P(rng.choice(["CAPS", "full", "LAST_first"])), "  ", B.age_piece(rng, ctx.age, ctx.sex), "  ",
        ctx.mrn_label(), " ", (ctx.mrn, "MRN"), "\n")
    src = make_person(rng, staff=True)
    n.t("Referred by: ", ctx.D(src, rng.choice(["Dr_last", "Dr_F_last", "full"])), rng.choice([" (AMU)", " (ED)", " (Gastro)", " (Ortho)"]),
        " - ", rng.choice(["alcohol withdrawal", "raised GGT/MCV, ?dependence", "alcohol-related hepatitis (Maddrey 41)",
                           "AUDIT-C 11 on admission", "fall while intoxicated"]), "\n\n")
    n.t("HISTORY\n")
    start_age = rng.randint(12, 19)
    n.t("Started drinking aged ", (str(start_age), "AGE"), ". ", C.alcohol_hx(rng, ctx), "\n")
    k = rng.random()
    if k < 0.5:
        n.t("Intake escalated after ", rng.choice(["redundancy from ", "leaving "]), (ctx.employer, "ORGANIZATION"), " in ",
            (str(ctx.visit.year - rng.randint(1, 9)), "DATE"), rng.choice([" and separation from ", " and death of "]),
            his, " ", ctx.rel(2), " ", ctx.F(2, "first"), ".\n")
    else:
        hol = {"UK": ["Christmas", "New Year", "Easter", "Boxing Day"], "US": ["Thanksgiving", "Christmas", "the 4th of July", "New Year's Eve"],
               "AU": ["Christmas", "Australia Day", "Easter", "New Year"], "CA": ["Canada Day", "Christmas", "Thanksgiving", "New Year"]}[country]
        h = rng.choice(hol)
        pre = "the " if h.startswith("the ") else ""
        n.t("Drinking increased over ", pre, (h[len(pre):], "DATE"),
            " and after ", rng.choice(["a bereavement", "a job loss", "COVID lockdowns", "chronic back pain"]), ".\n")
    last = phi.add_days(ctx.visit, -rng.randint(1, 3))
    n.t("Last drink: ", ctx.d(last, alt=True), " at approx ", phi.time_of_day(rng, 18, 23), " (", rng.choice(["3 cans", "half bottle vodka", "4 pints"]), ").\n")
    wd = rng.choice(["2 seizures (last ", "DTs on previous admission (", "shakes and sweats each morning, no seizures",
                     "nil significant"])
    n.t("Withdrawal hx: ", wd)
    if wd.endswith("("):
        n.t((phi.month_year(rng, phi.add_days(ctx.visit, -rng.randint(60, 900))), "DATE"), ")")
    elif wd.endswith("last "):
        n.t((phi.month_year(rng, phi.add_days(ctx.visit, -rng.randint(60, 900))), "DATE"), ")")
    n.t(".\n")
    n.t("\nSCORES\nCIWA-Ar %d  |  SADQ %d  |  AUDIT %d/40  |  GMAWS %d\n" % (rng.randint(2, 24), rng.randint(8, 52),
                                                                         rng.randint(16, 40), rng.randint(0, 6)))
    n.t(rng.choice(["Chlordiazepoxide reducing regime: 20 mg QDS day 1-2, 15 mg QDS day 3-4, then reduce over 7/7.",
                    "Symptom-triggered chlordiazepoxide per GMAWS; max 250 mg/24 h.",
                    "Lorazepam used (Child-Pugh C) - avoid long-acting benzos.",
                    "Oxazepam 30 mg QID reducing (CIWA-guided)."]), "\n")
    n.t("Pabrinex I&II ", rng.choice(["2 pairs TDS x 3/7", "1 pair OD x 5/7", "IV high-potency thiamine 500 mg TDS"]),
        " then oral thiamine 100 mg TDS. ", rng.choice(["No signs of Wernicke's.", "Nystagmus + ataxia - treat as Wernicke's encephalopathy.",
                                                       "Korsakoff features? - MoCA 21/30."]), "\n\n")
    n.t("SOCIAL\n")
    i = rng.randint(0, 1)
    if rng.random() < 0.7:
        n.t("Lives with ", his, " ", ctx.rel(i), " ", ctx.F(i), " at ", (ctx.home[0], "STREET"), ", ",
            (ctx.home[1][0], "CITY"), ".")
    else:
        n.t("Lives alone at ", (ctx.home[0], "STREET"), ", ", (ctx.home[1][0], "CITY"), "; NOK ", his, " ", ctx.rel(i),
            " ", ctx.F(i), " (", (phi.phone(rng, country), "PHONE"), ").")
    if rng.random() < 0.5:
        kid = make_person(rng)
        kid.last = ctx.pt.last
        n.t(" Children: ", render(rng, kid, "FAMILY", "first"), " (", (str(rng.randint(3, 17)), "AGE"), ")")
        kid2 = make_person(rng)
        n.t(" and ", render(rng, kid2, "FAMILY", "first"), " (", (str(rng.randint(3, 17)), "AGE"),
            ") - ", rng.choice(["safeguarding screen: no concerns", "school aware, social worker allocated", "live with ex-partner"]), ".")
    if rng.random() < 0.35:
        bt = rng.choice(["; interpreter not needed.", ", came over aged ", "; speaks limited English - interpreter booked."])
        n.t(" Born in ", PP.country_pieces(rng.choice(PP.COUNTRIES)), bt)
        if bt.endswith("aged "):
            n.t((str(rng.randint(4, 30)), "AGE"), ".")
    n.t("\nOccupation: ", (ctx.job, "PROFESSION"))
    if rng.random() < 0.6:
        n.t(" at ", (ctx.employer, "ORGANIZATION"))
    occ = rng.choice([" - currently signed off.", " - unemployed since ", ".", " - working."])
    n.t(occ)
    if occ.endswith("since "):
        n.t((phi.month_year(rng, phi.add_days(ctx.visit, -rng.randint(60, 700))), "DATE"), ".")
    n.t("\n")
    if rng.random() < 0.35:
        ben = {"UK": "Universal Credit + PIP", "US": "SSDI pending", "CA": "ODSP", "AU": "JobSeeker"}[country]
        n.t("Benefits: ", ben, "; ", B.ssn_label(country), " ", (ctx.ssn, "SSN"), " (for housing referral)\n")
    if rng.random() < 0.75:
        n.t("Driving: holds licence")
        if rng.random() < 0.7:
            n.t(" no. ", (phi.driver_licence(rng, country), "LICENSE"))
        n.t("; drives ", rng.choice(["a Ford Transit", "a silver Corolla", "company van", "a Holden ute", "a pickup"]))
        if rng.random() < 0.8:
            n.t(" reg ", (phi.plate(rng, country), "VEHICLE"))
        n.t(". Advised not to drive and of duty to inform ", LICENSING[country], " (alcohol dependence).\n")
    n.t("\nBRIEF INTERVENTION\n")
    n.t(rng.choice(["FRAMES approach used.", "Motivational interviewing; readiness ruler %d/10." % rng.randint(2, 10),
                    "Pt pre-contemplative, declined community referral today.", "Pt keen to stop; wants detox."]), " ")
    n.t("Discussed link with ", rng.choice(["liver bloods (GGT 1100, bili 58)", "FibroScan 21 kPa", "recent variceal bleed",
                                            "jaundice"]), ".\n\n")
    n.t("PLAN\n")
    svc = rng.choice(PP.SERVICES)
    n.t("1. Referral to ", (svc, "HOSPITAL"), " - ", rng.choice(["self-referral line ", "duty worker ", "intake "]),
        (phi.phone(rng, country, False), "PHONE"))
    tail = rng.choice(["", "; referral emailed to ", "; faxed to "])
    n.t(tail)
    if "emailed" in tail:
        n.t((phi.email(rng, "intake", "team", kind=rng.choice(["intake", "referrals", "duty.worker"])), "EMAIL"))
    elif "faxed" in tail:
        n.t((phi.phone(rng, country, False), "FAX"))
    n.t("\n2. ", rng.choice(["Acamprosate 666 mg TDS on discharge (eGFR ok).", "Baclofen 10 mg TDS (liver-safe relapse prevention).",
                             "Naltrexone NOT suitable - ALT > 5x ULN.", "No relapse prevention meds - pt declined."]), "\n")
    n.t("3. ALN telephone follow-up ", ctx.d(phi.add_days(ctx.visit, rng.randint(7, 21))), " on ", (ctx.pt_mobile, "PHONE"), ".\n")
    if rng.random() < 0.5:
        org = rng.choice(PP.SUPPORT_ORGS)
        n.t("4. Signposted to ", (org, "ORGANIZATION"), " (", ("www.example.org/" + phi.slug(org), "URL"), ").\n")
    if rng.random() < 0.5:
        d2 = phi.add_days(ctx.visit, 1)
        n.t("\n--- Day 2 review ", ctx.dshort(d2), " ---\n", ctx.P("initials"), " - CIWA-Ar %d, settled. Eating. Seen with " % rng.randint(0, 8),
            ctx.rel(0), " ", ctx.F(0, "first"), ". Agreed community detox pathway.\n")
    n.t("\n", ctx.D(nurse, rng.choice(["full_cred", "full"])), ", ", rng.choice(["Alcohol Liaison Nurse", "ACT Specialist Nurse",
                                                                                "Addictions CNS"]))
    n.t("  bleep ", (phi.bleep(rng), "PHONE"), "\n")
    if rng.random() < 0.4:
        lab, val = phi.license_for(rng, country, "nurse")
        n.t(lab, " ", (val, "LICENSE"), "\n")
    if rng.random() < 0.5:
        B.audit(n, ctx, ctx.visit)
    return n, ctx


def _mini_patient(rng, ctx):
    p = make_person(rng)
    age = rng.randint(38, 86)
    dob = phi.dob_for_age(rng, ctx.visit, age)
    return p, phi.age_on(dob, ctx.visit), dob, phi.mrn(rng, ctx.country)


def gen_mdt(rng, country, lower):
    n = Note(lower)
    ctx = Ctx(rng, country)
    staff = [("Chair / Hepatologist", ctx.cons), ("Hepatologist", ctx.reg), ("Radiologist", make_person(rng, staff=True)),
             ("HPB Surgeon", make_person(rng, staff=True)), ("Oncologist", make_person(rng, staff=True)),
             ("Interventional Radiology", make_person(rng, staff=True)), ("Histopathology", make_person(rng, staff=True)),
             ("HCC CNS", ctx.cns), ("MDT Coordinator", ctx.sec)]
    kind = rng.choice(["HCC MDT", "Liver MDT", "Hepatobiliary/HCC Multidisciplinary Meeting", "Transplant & HCC MDM"])
    n.t((ctx.hosp, "HOSPITAL"), " - ", kind, " - OUTCOMES\n")
    n.t("Meeting date: ", (phi.date_weekday_full(ctx.visit, country), "DATE"), "  ", phi.time_of_day(rng, 8, 14), "\n")
    v = rng.random()
    if v < 0.5:
        n.t("Venue: ", (rng.choice(BUILDINGS), "LOCATION_OTHER"), ", room ", ("%d.%02d" % (rng.randint(1, 4), rng.randint(1, 30)), "LOCATION_OTHER"),
            " / video link ", (phi.url(rng, "mdt"), "URL"), "\n")
    else:
        n.t("Virtual (Teams). Link: ", (phi.url(rng, "mdt"), "URL"), "\n")
    n.t("Attendees:\n")
    for role, p in staff:
        if rng.random() < 0.85 or role.startswith("Chair"):
            n.t("  ", role.ljust(26), ctx.D(p, rng.choice(["Dr_full", "Dr_F_last", "full", "full_cred"]) if "CNS" not in role and "Coord" not in role else "full"), "\n")
    n.t("Coordinator: ", (phi.phone_ext(rng, country), "PHONE"), "  ", (phi.dept_email(rng, ctx.stem, "mdt"), "EMAIL"), "\n\n")
    ncases = rng.randint(3, 5)
    for ci in range(ncases):
        if ci == 0:
            p, age, dob, mrn = ctx.pt, ctx.age, ctx.dob, ctx.mrn
        else:
            p, age, dob, mrn = _mini_patient(rng, ctx)
        n.t("CASE %d: " % (ci + 1), render(rng, p, "PATIENT", rng.choice(["LAST_first", "CAPS", "full", "Last_first"]), country),
            "  ", ctx.mrn_label(), " ", (mrn, "MRN"), "  DOB ", ctx.d(dob), " (", (str(age), "AGE"), ")\n")
        ref = rng.choice([ctx.cons, ctx.reg, make_person(rng, staff=True)])
        n.t("Referrer: ", ctx.D(ref, rng.choice(["Dr_last", "Dr_F_last"])))
        if rng.random() < 0.4:
            n.t(", ", ("%s %s" % (rng.choice(PP.HOSP_STEMS), rng.choice(PP.HOSP_SUFFIX[country])), "HOSPITAL"))
        n.t("\nBackground: ", C.aet_text(rng, rng.choice(C.AETS)), "; ", C.scores(rng, rng.choice(["compensated", "decompensated"])),
            " ECOG %d.\n" % rng.randint(0, 3))
        img = phi.add_days(ctx.visit, -rng.randint(5, 40))
        n.t("Imaging: ", rng.choice(["MRI liver (Primovist) ", "4-phase CT ", "CEUS ", "CT chest/abdo/pelvis "]), ctx.d(img), " - ")
        seg, size, lt = C.lesion_text(rng, xs=True)
        n.t(lt,
            ". AFP %d kU/L.\n" % rng.randint(2, 1400))
        if rng.random() < 0.3:
            n.t("Histology: biopsy ", ("%s%s/%s" % (rng.choice(["H", "S", "B"]), str(img.year)[2:], phi.digits(rng, 5)), "IDNUM"),
                " - ", rng.choice(["well-differentiated HCC", "moderately differentiated HCC", "dysplastic nodule", "cholangiocarcinoma (CK7+)"]), ".\n")
        n.t("OUTCOME: ", C.mdt_outcome(rng), "\n")
        owner = rng.choice([ctx.cns, ctx.cons, ctx.reg])
        n.t("Action: ", ctx.D(owner, rng.choice(["initials", "full", "Dr_last"]) if owner is not ctx.cns else rng.choice(["initials", "full"])),
            " to ", rng.choice(["inform patient and GP", "book IR", "refer to transplant centre", "request MRI", "arrange clinic"]),
            " by ", ctx.dshort(phi.add_days(ctx.visit, rng.randint(3, 14))), ".\n")
        if rng.random() < 0.35:
            n.t("Patient aware; ", ctx.F(0, "first") if ci == 0 else render(rng, make_person(rng), "FAMILY", "first"),
                " (", rng.choice(["daughter", "son", "wife", "husband", "partner"]), ") to attend clinic. ")
            n.t("Contact ", (phi.phone(rng, country), "PHONE"), ".\n")
        n.t("\n")
    n.t("Next MDT: ", (phi.date_weekday_full(phi.add_days(ctx.visit, 7), country), "DATE"), ". Deadline for listing ",
        rng.choice(["12:00 Monday", "5 pm Friday", "noon Tuesday"]), ".\n")
    n.t("Outcomes recorded by ", ctx.D(ctx.sec, "full"), " (", (phi.username(rng, ctx.sec.first, ctx.sec.last), "USERNAME"), ")\n")
    return n, ctx
