"""Own genres: immunisation catch-up record, infectious diseases referral letter, microbiology alert call log."""
import datetime as dt

import pools as P
from common import Case, fields_out, demo_fields, sig, labs, vitals, FILLER
from phi import Note

VACC = ["DTaP-IPV-Hib-HepB", "PCV13", "MMR", "MenB (Bexsero)", "Rotavirus", "Varicella", "HPV9 (Gardasil 9)",
        "Tdap (Boostrix)", "MenACWY", "Hep B (Engerix-B)", "Influenza (QIV)", "COVID-19 XBB.1.5", "BCG"]


def immunisation(cx):
    r = cx.r
    n = Note()
    cs = Case(cx, 1, 17)
    par = cs.kin
    n(r.choice(["CATCH-UP IMMUNISATION RECORD", "Immunisation history and catch-up plan",
                "Refugee/new arrival immunisation review"]), "\n", cs.hosp, "\n\n")
    extra = [("Parent/guardian", [("FAMILY", par.first + " " + par.last)]),
             ("Parent occupation", [cx.prof()]), ("School/nursery", [cs.emp if r.random() < 0.3 else (
                 "ORGANIZATION", r.choice(["St. Kevin's Primary", "Little Acorns Nursery", "Wattle Creek Public "
                                                                                            "School",
                                           "Lincoln Heights Elementary", "Ardmuir Academy"]))])]
    if cx.c == "AU":
        extra.append(("Medicare", [cx.plan()]))
    fields_out(n, cx, demo_fields(cx, cs, extra, r.choice(["full", "LF", "UPPER"])))
    birth = r.choice(P.BIRTH_COUNTRIES)
    n(cx.nm(cs.p, "PATIENT", r.choice(["first", "full"])), " is a ", cx.age_items(cs.age, cs.p.sex, r.choice(
        ["year", "yo", "words"])), " ", r.choice(["child", "young person", "child"]), " who arrived from ", ("COUNTRY", birth),
      " on ", cx.D(cx.day(-200, -30)), " with ", r.choice(["a partial record", "no written record",
                                                           "a hand-held card (photographed)"]), ".\n")
    n("Accompanied by ", r.choice(["parent ", "guardian ", "relative ", "foster carer ", "grandparent "]),
      ("FAMILY", par.first), ". Interpreter ", ("DOCTOR", cx.person().first), " via phone line.\n\n")
    n("Documented doses:\n")
    pipe = r.random() < 0.5
    if pipe:
        n("| Vaccine | Date given | Where | Source |\n|---|---|---|---|\n")
    d = cs.dob
    for v in r.sample(VACC, r.randint(4, 7)):
        d = d + dt.timedelta(days=r.randint(40, 300))
        if d > cx.base:
            break
        where = r.choice([("COUNTRY", birth), cx.hosp(), ("CITY", cx.place()["city"])])
        src = r.choice(["card", "registry", "parent recall", "clinic letter"])
        if pipe:
            n("| ", v, " | ", cx.D(d, r.choice(["num", "dmon", "mmyy"])), " | ", where, " | ", src, " |\n")
        else:
            n("  ", v.ljust(22), cx.D(d, r.choice(["num", "dmon", "iso"])), "  ", where, "  (", src, ")\n")
    n("\nSerology: ", r.choice(["measles IgG positive", "HBsAg negative, anti-HBs <10", "varicella IgG negative",
                                "not done"]), ". IGRA ", r.choice(["negative", "not indicated (<2 years)",
                                                                    "positive - referred to TB clinic"]), ".\n")
    n("Given today (", cx.D(), "): ")
    for i, v in enumerate(r.sample(VACC, r.randint(1, 3))):
        n(", " if i else "", v)
    n(". Next doses due ", cx.D(cx.day(28, 40)), " and ", cx.D(cx.day(56, 90), r.choice(["month", "dmy_txt"])),
      ".\nRecorded on the immunisation register by ", cx.user(cs.doc), "; reminder SMS to ", cs.phone, ".\n")
    sig(n, cx, cs.doc, r.choice(["Immunisation Nurse", "Practice Nurse", "Public Health Nurse"]))
    return n


def referral(cx):
    r = cx.r
    n = Note()
    cs = Case(cx, 18, 95)
    gp = cs.doc2
    n(cx.hosp(), "\n")
    n(cx.addr_items(multiline=True), "\nTel ", cx.phone(), "  Fax ", cx.fax(), "\n\n")
    n(cx.D(cx.day(-3, 0), r.choice(["dmy_txt", "mdy_txt", "wkfull"])), "\n\n")
    n("To: Infectious Diseases Outpatients, ", cs.hosp, "\n")
    n("Re: ", cx.nm(cs.p, "PATIENT", r.choice(["full", "UPPER", "LF"])), ", DOB ", cx.D(cs.dob, full=True), ", ",
      {"US": "MRN", "UK": "NHS no", "AU": "UR"}[cx.c], " ", cs.mrn, "\n    ", cs.addr(cx), "\n\n")
    if r.random() < 0.5:
        n(r.choice(["Dear Colleague,", "Dear ID team,"]))
    else:
        n("Dear Dr ", ("DOCTOR", cs.doc.last), ",")
    n("\n\nThank you for seeing this ", cx.age_items(cs.age, cs.p.sex, r.choice(["year", "yo", "y/o", "words"])),
      " ", cs.prof, " with ", r.choice(["a positive hepatitis C antibody (RNA pending)",
                                        "chronic hepatitis B, HBeAg negative, DNA 4,300 IU/mL",
                                        "recurrent Staph aureus skin abscesses (PVL?)",
                                        "fevers since returning from travel", "a positive IGRA on screening",
                                        "a reactive syphilis EIA in pregnancy (16 weeks)"]), ".\n\n")
    if r.random() < 0.6:
        c, city = cx.travel()
        n(cx.nm(cs.p, "PATIENT", "title"), " returned from ", ("CITY", city), ", ", ("COUNTRY", c), " on ",
          cx.D(cx.day(-30, -5)), " after visiting ", r.choice(["a sibling ", "a cousin ", "an old friend "]),
          ("FAMILY", cx.person().first), ". ")
    n(r.choice(FILLER), " ", vitals(cx), ".\n\nRecent results (", cx.D(cx.day(-10, -1)), "):\n")
    labs(n, cx, "general")
    n("\nPMH: ", r.choice(["T2DM, HbA1c 58 mmol/mol", "IVDU (last use 2018), on methadone 60 mg",
                           "renal transplant on tacrolimus", "nil"]), ". Medications as per attached list.\n")
    if r.random() < 0.5:
        n("The patient has ", r.choice(["an insulin pump", "a pacemaker", "a cochlear implant"]), " (serial ",
          cx.device(), ").\n")
    n("Lives with ", r.choice(["spouse ", "partner ", "an adult child, ", "carer "]), ("FAMILY", cs.kin.first + " " +
                                                                                cs.kin.last), " at the above "
                                                                                              "address; "
      "works at ", cs.emp, ".\n")
    if cx.c == "US":
        n("Insurance: member ID ", cx.plan(), ", group ", cx.plan(), ".\n")
    n("\nYours sincerely,\n\n", cx.doc(gp, r.choice(["drfull", "cred"])), "\n",
      r.choice(["General Practitioner", "Family Physician", "GP Principal"]), "\n")
    lk = {"US": ("NPI ", "npi"), "UK": ("GMC ", "gmc"), "AU": ("Provider no. ", "ahpra")}[cx.c]
    n(lk[0], cx.lic(lk[1]), "\n", "cc: patient; ", cx.doc(cx.person(), "dr"), ", ", cx.hosp(), "\n")
    return n


def micro_alert(cx):
    r = cx.r
    n = Note()
    n(r.choice(["MICROBIOLOGY CRITICAL RESULT - TELEPHONE LOG", "Lab alert call log (communicable disease results)",
                "Public health lab notifications - daily log"]), "\n", cx.hosp(), " Microbiology | ",
      cx.D(), " | compiled by ", cx.doc(cx.person(), "cred"), " (user ", cx.user(), ")\n\n")
    for i in range(r.randint(3, 6)):
        cs = Case(cx, 0, 97)
        bug = r.choice(["Neisseria meningitidis (blood culture)", "Salmonella Typhi", "MTB complex (Xpert)",
                        "Listeria monocytogenes (CSF)", "Measles RNA (throat swab)", "Legionella urinary antigen",
                        "Shigella sonnei (ESBL)", "Bordetella pertussis PCR", "Plasmodium falciparum 2.1%"])
        n("%d) %02d:%02d  " % (i + 1, r.randint(7, 22), r.randint(0, 59)), "Lab no ", cx.idn("M"), "  ", bug, "\n")
        n("   Patient: ", cx.nm(cs.p, "PATIENT", r.choice(["UPPER", "LF", "full"])), ", ",
          cx.age_items(cs.age, cs.p.sex, r.choice(["sexage", "agesex", "yo", "y/o"])), ", ",
          {"US": "MRN", "UK": "Hosp no", "AU": "UR"}[cx.c], " ", cs.mrn, ", collected ", cx.D(cx.day(-3, 0),
                                                                                                  r.choice(
                                                                                                      ["short",
                                                                                                       "num"])),
          "\n")
        loc = r.choice(["ward", "gp", "ed"])
        if loc == "ward":
            n("   Location: ", cx.ward(), ", bed ", ("LOCATION_OTHER", str(r.randint(1, 28))), ", ", cs.hosp, "\n")
        elif loc == "gp":
            n("   Requester: ", cx.doc(cs.doc, "dr"), ", ", cx.hosp(), ", ", cx.phone(), "\n")
        else:
            n("   Location: ED, ", cs.hosp, ", cubicle ", ("LOCATION_OTHER", str(r.randint(1, 20))), "\n")
        n("   Phoned to ", cx.doc(cs.doc2, r.choice(["plain", "cred", "init"])), r.choice(
            [" (bleep ", " (ext ", " on "]))
        if n.parts[-1].startswith(" ("):
            n(cx.pager(), ")")
        else:
            n(cx.phone())
        n("; read back confirmed. ", r.choice(["Health protection notified.", "Infection control informed.",
                                                "Consultant microbiologist aware.", "Awaiting call back."]), "\n\n")
    n("Electronic notifications sent from ", cx.ip(), " to ", cx.email(), ".\n")
    return n


GENRES = {"immunisation_catchup_record": immunisation, "id_referral_letter": referral,
          "micro_alert_call_log": micro_alert}
