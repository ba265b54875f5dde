"""Genres: psychosocial oncology note with family; clinical trial enrolment and consent record."""
import phi as F
import clinical as CL
import common as CM
import pools as PL


def psychosocial_brief(doc, c):
    r = c.rng
    who = c.person("sw")
    doc.w("SW brief contact - ", c.D(c.d0), "\n", c.P(r.choice(["full", "LF"])), " (", c.mrn_label().strip(), " ", ("MRN", c.mrn), ")\n")
    k = r.randrange(4)
    if k == 0:
        doc.w("Phoned ", ("FAMILY", c.mum.first), " on ", ("PHONE", c.mob_ph), " re parking; permit updated for ", ("VEHICLE", F.plate(c.country, r)), ". ")
    elif k == 1:
        doc.w(("FAMILY", c.dad.first), " dropped in re ", "SSI forms - SSN " if c.country == "US" else "Centrelink forms - CRN ",
              ("SSN", c.ssn if c.country == "US" else c.crn), " checked, letter provided. ")
    elif k == 2:
        doc.w("Accommodation at ", ("LOCATION_OTHER", c.famhouse), " extended to ", c.Ds(F.add_days(c.d0, r.randint(5, 30))), ". ")
    else:
        doc.w("Fuel vouchers x2 given to ", ("FAMILY", c.mum.form("full")), "; ", ("ORGANIZATION", c.charity), " grant application emailed to ",
              ("EMAIL", c.fam_email), ". ")
    doc.t(r.choice(["No other concerns raised.", "Will review at next admission.", "Family coping."]) + "\n")
    doc.w(("DOCTOR", who.form(r.choice(["full", "fi_last"]))), r.choice([", SW", " MSW", " (social work)"]), "\n")


def psychosocial(doc, c):
    r = c.rng
    if r.random() < 0.2:
        return psychosocial_brief(doc, c)
    us = c.country == "US"
    role = r.choice(["sw", "psych", "sw"])
    who = c.person(role)
    disc = {"sw": "Social Work", "psych": "Psychology"}[role]
    doc.t(r.choice(["PSYCHOSOCIAL ONCOLOGY NOTE", disc + " Progress Note - Oncology", "Psychosocial Assessment", disc.upper() + " - FAMILY MEETING"]) + "\n")
    if r.random() < 0.5:
        CM.banner(doc, c, loc=False, enc=False)
    else:
        doc.w("Client: ", c.P(r.choice(["full", "lf"])), "   ", ("MRN", c.mrn), "\n")
    doc.w("Date: ", c.D(c.d0), "   Setting: ")
    k = r.randrange(4)
    if k == 0:
        doc.w("bedside, ", ("HOSPITAL", c.ward), ", room ", ("LOCATION_OTHER", c.room))
    elif k == 1:
        doc.w(("LOCATION_OTHER", "%s Family Room" % r.choice(["Level 4", "Blue", "Sunshine", "Wattle"])), ", ", ("HOSPITAL", c.ward))
    elif k == 2:
        doc.w("outpatient clinic, ", ("HOSPITAL", c.dayunit))
    else:
        doc.w("telehealth (family at home in ", ("CITY", c.city), ")")
    doc.t("\n")
    doc.w("Present: ", c.P("first"))
    if not c.single:
        doc.w(", ", ("FAMILY", c.mum.first), " (", c.mum_word, "), ", ("FAMILY", c.dad.first), " (dad)")
    else:
        doc.w(", ", ("FAMILY", c.mum.form("full")), " (", c.mum_word, ")")
    if r.random() < 0.4:
        doc.w(", maternal grandmother ", ("FAMILY", c.grand.first))
    if c.lang and r.random() < 0.7:
        doc.w(", ", c.lang, " interpreter ", ("DOCTOR", c.person("interp").form("full")))
        if us:
            doc.w(", cert. no. ", ("LICENSE", F.digits(r, 5)))
        else:
            doc.w(" (NAATI ", ("LICENSE", F.digits(r, 6)), ")")
    doc.t("\n\n")
    doc.t(r.choice(["Reason for contact: ", "Referral: ", "Purpose: "]) + r.choice(["new diagnosis psychosocial assessment", "parental distress",
                                                                                     "financial hardship", "adjustment to treatment", "procedural anxiety",
                                                                                     "discharge planning / accommodation"] + (["sibling adjustment"] if c.sibs else [])) + ".\n\n")
    doc.t(r.choice(["Family composition: ", "FAMILY: ", "Genogram summary: "]))
    if c.single:
        doc.w(c.P("first"), " lives with ", c.his, " ", c.mum_word, " ", ("FAMILY", c.mum.first), ", ", ("AGE", str(c.mum_age)), ", who is a ",
              ("PROFESSION", c.mum_job), ". Father ", ("FAMILY", c.dad.form("full")), " lives in ", ("CITY", r.choice(PL.US_PLACES if us else PL.AU_PLACES)[0]),
              "; contact is ", r.choice(["regular", "sporadic", "supervised", "via phone only"]), ". ")
    else:
        doc.w("Parents ", ("FAMILY", c.mum.first), " (", ("AGE", str(c.mum_age)), ", ", ("PROFESSION", c.mum_job), ") and ",
              ("FAMILY", c.dad.first), " (", ("AGE", str(c.dad_age)), ", ", ("PROFESSION", c.dad_job), ") ",
              r.choice(["are married", "are separated and co-parent", "have been together 12 years"]), ". ")
    if c.sibs:
        doc.w("Siblings: ", c.sib_items(True), ". ")
    else:
        doc.t("Only child. ")
    if c.origin:
        doc.w("Family migrated from ", ("COUNTRY", c.origin), " in ", ("DATE", str(c.d0.year - r.randint(1, 12))), "; extended family remain in ",
              ("COUNTRY", c.origin), r.choice([". ", ", grandmother hoping to visit on a medical visa. "]))
    elif r.random() < 0.3:
        doc.w("Maternal grandparents live in ", ("COUNTRY", r.choice(["New Zealand", "Ireland", "South Africa", "Canada", "Germany"])),
              " and are planning to fly over. ")
    doc.t("\n")
    doc.t(r.choice(["Work/finances: ", "Financial: ", "Employment: "]))
    doc.w(("FAMILY", c.dad.first if not c.single else c.mum.first), " works for ", ("ORGANIZATION", c.employer), " and ",
          r.choice(["has used all leave", "has been granted carer's leave", "is on unpaid leave", "is worried about losing the job"]), ". ")
    if us:
        doc.w(r.choice(["SSI application started; ", "Applying for SSI disability benefits - ", "Medicaid spend-down discussed; "]),
              c.P("first"), "'s SSN ", ("SSN", c.ssn), r.choice([" provided for forms.", " on file with financial counseling."]), " ")
    else:
        doc.w("Carer Payment/Carer Allowance claim lodged with Centrelink (CRN ", ("SSN", c.crn), "). ")
    doc.t(r.choice(["Rent arrears 2 months. ", "Mortgage stress. ", "Car loan repayments difficult. ", "No immediate financial concerns. "]) + "\n")
    if r.random() < 0.6:
        dist = r.randint(80, 1800)
        doc.w("Travel/accommodation: family home in ", ("CITY", c.city), ", ~", str(dist), " km away. ")
        doc.w("Staying at ", ("LOCATION_OTHER", c.famhouse), r.choice([" since admission", " during induction", " on weeknights"]), ". ")
        if r.random() < 0.7:
            doc.w("Parking concession arranged for ", r.choice(["car ", "vehicle ", "rego ", "plate "]), ("VEHICLE", F.plate(c.country, r)), ". ")
        if r.random() < 0.2:
            doc.w("(VIN ", ("VEHICLE", F.vin(r)), " recorded for fuel card). ")
        doc.t("\n")
    doc.t("\n" + r.choice(["Assessment: ", "Observations: ", "Discussion: "]))
    doc.w(("FAMILY", c.mum.first), " ", r.choice(["tearful, reports poor sleep and intrusive thoughts about diagnosis day",
                                                  "appeared composed but later disclosed feeling overwhelmed",
                                                  "is managing the home routine and medication schedule",
                                                  "is angry about the delay in diagnosis at the local hospital"]), ". ")
    doc.w(("FAMILY", c.dad.first), " ", r.choice(["is coping by focusing on practical tasks", "is avoidant, has returned to work",
                                                  "asked for information about prognosis", "has been drinking more (self-reported)"]), ". ")
    if c.age < 4:
        ptxt = ["is unsettled overnight and feeding poorly", "is clingy and distressed with obs", "has regressed with toileting",
                "settles well with music therapy"]
    else:
        ptxt = ["is withdrawn and refusing physio", "is engaging well with the play therapist", "talked about missing friends and %s dog" % c.his,
                "worries about losing hair before " + r.choice(["camp", "the school photo", "a friend's party"])]
    doc.w(c.P(r.choice(["first", "nick"])), " ", r.choice(ptxt), ". ")
    if c.sibs:
        s, a = c.sibs[0]
        doc.w("Sibling ", ("FAMILY", s.first), " (", ("AGE", str(a)), ") ", r.choice(["has had behavior changes at school", "is staying with grandparents",
                                                                                     "feels left out", "is doing OK per parents"]), ". ")
    doc.t("Distress thermometer: %s %d/10, %s %d/10. " % ("mum" if not us else "mom", r.randint(3, 10), "dad", r.randint(2, 9)))
    doc.t(r.choice(["PHQ-9 = %d. " % r.randint(2, 20), "PAT (Psychosocial Assessment Tool): %s risk. " % r.choice(["universal", "targeted", "clinical"]), ""]))
    doc.t(r.choice(["No safety concerns identified. ", "No DV disclosed. ", "Child protection history: nil known. ", "Safety plan reviewed. "]) + "\n\n")
    doc.t(r.choice(["Intervention: ", "Plan: ", "Actions: "]))
    acts = ["Supportive counseling; ACT-informed strategies for worry", "Provided written info on local support services",
            "Referred to financial counselor", "Fuel and meal vouchers given", "Letter to employer re carer's leave",
            "Sibling support group referral", "Liaised with school re attendance", "Respite options discussed",
            "CBT-based coping skills for procedures with child life", "Referred parent to adult mental health via GP"]
    doc.t("; ".join(r.sample(acts, r.randint(2, 4))) + ".\n")
    if r.random() < 0.45:
        doc.w("Referral to ", ("ORGANIZATION", c.charity), " sent ", c.Ds(c.d0), ".\n")
    if r.random() < 0.5:
        doc.w("Family contact: ", ("PHONE", c.mob_ph), r.choice([", email ", " / "]), ("EMAIL", c.fam_email), "\n")
    fu = F.add_days(c.d0, r.randint(2, 21))
    doc.w("Follow-up: ", r.choice([c.D(fu), c.Ds(fu)]), r.choice([" at next clinic visit", " on the ward", " by phone", ""]), ".\n\n")
    k = r.randrange(3)
    if k == 0:
        doc.w(("DOCTOR", who.form("full")), r.choice([", LCSW", ", MSW", ", AMHSW", ", BSW"]) if role == "sw" else r.choice([", PhD", ", Clinical Psychologist", ", PsyD"]), "\n")
    elif k == 1:
        doc.w(("DOCTOR", who.form("fi_last")), " - ", disc, r.choice([" ext ", " x", " pager "]), ("PHONE", str(r.randint(2000, 79999))), "\n")
    else:
        doc.w("Signed ", ("DOCTOR", who.form("full")), ", ", disc, ", ", c.D(c.d0), "\n")
    CM.audit(doc, c, role, 0.35)


TRIALS = [("AALL-R23", "risk-stratified therapy for newly diagnosed B-ALL", "NCT0%s" % "5512840"),
          ("ANZ-NBL-07", "anti-GD2 immunotherapy timing in high-risk neuroblastoma", "ACTRN126190001%s" % "44789"),
          ("PHL-CHEK", "checkpoint consolidation after response-adapted therapy in Hodgkin lymphoma", "NCT0%s" % "4419932"),
          ("ORBIT-AML", "FLT3 inhibitor added to intensive induction", "NCT0%s" % "6120087"),
          ("REST-MB", "reduced-dose craniospinal radiation in WNT medulloblastoma", "NCT0%s" % "3384510"),
          ("BONE-EWS2", "maintenance chemotherapy in localised Ewing sarcoma", "ACTRN126220004%s" % "10326"),
          ("TRANSFUSE-SCD", "transfusion thresholds in sickle cell disease", "NCT0%s" % "5920013"),
          ("GUARD-FN", "early oral step-down for low-risk febrile neutropenia", "ACTRN126210008%s" % "51902")]


def trial(doc, c):
    r = c.rng
    us = c.country == "US"
    t = r.choice(TRIALS)
    coord = c.person("tcoord")
    doc.t(r.choice(["CLINICAL TRIAL ENROLMENT & CONSENT RECORD", "Research Consent Note", "Study Enrollment Documentation",
                    "CONSENT PROCESS NOTE - RESEARCH"]) + "\n")
    doc.t("Study: %s - %s\nRegistry: %s   Version: protocol v%d.%d, PICF v%d\n" % (t[0], t[1], t[2], r.randint(2, 7), r.randint(0, 3), r.randint(2, 9)))
    sid = ("IDNUM", "%s%s" % (r.choice(["", "S", "0"]), F.digits(r, 3)))
    if r.random() < 0.5:
        doc.w("Site: ", ("HOSPITAL", c.hosp), "  (site ", sid, ")\n")
    else:
        doc.w("Site: ", ("HOSPITAL", c.hosp), "  Site no. ", sid, "\n")
    doc.w("PI: ", c.dr("onc", "full", True), "\n\n")
    doc.w("Participant: ", c.P(r.choice(["full", "LF", "fml"])), "   ", c.mrn_label(), ("MRN", c.mrn), "   DOB ", c.dobi(), "\n")
    doc.w("Study ID: ", ("IDNUM", F.subject_id(r)), r.choice(["   Screening no. ", "   Scr# "]), ("IDNUM", "SCR-%s" % F.digits(r, 4)), "\n")
    doc.w("Age at consent: ", c.age_items("unit"), "\n\n")
    h0 = r.randint(9, 15)
    doc.w("Consent discussion held on ", c.D(c.d0), " from ", "%02d:%02d" % (h0, r.choice([0, 15, 30])), " in ",
          r.choice([("LOCATION_OTHER", "room " + c.room), ("HOSPITAL", c.ward), ("LOCATION_OTHER", c.building)]), ".\n")
    doc.w("Present: ", ("FAMILY", c.mum.form("full")), " (mother)")
    if not c.single:
        doc.w(", ", ("FAMILY", c.dad.form("full")), " (father)")
    doc.w(", ", c.dr("onc", "full", True), ", research coordinator ", ("DOCTOR", coord.form("full")), ".")
    if c.lang:
        doc.w(" Professional ", c.lang, " interpreter ", ("DOCTOR", c.person("interp").form(r.choice(["full", "first"]))), " present (accreditation no. ", ("LICENSE", F.digits(r, 6)), ").")
    doc.t("\n\n")
    doc.t(r.choice(["Discussed: ", "Elements covered: "]) + "voluntary participation, randomization (%s), standard-of-care alternative, risks "
          "(%s), additional blood/marrow samples, data sharing, right to withdraw without affecting care. " %
          (r.choice(["1:1", "2:1", "non-randomized"]), r.choice(["cardiotoxicity, neuropathy", "infection, hepatotoxicity", "hearing loss", "allergic reactions"])))
    doc.t(r.choice(["Questions answered. ", "Parents asked about travel costs and extra visits. ", "Family given 24 h to consider. "]))
    doc.w("Parents had the PICF since ", c.Ds(F.add_days(c.d0, -r.randint(1, 5))), ".\n")
    if c.age >= 7:
        doc.w("Assent: ", c.P(r.choice(["first", "nick"])), " (", c.age_items("yo"), ") ", r.choice(["gave verbal assent", "signed the assent form",
                                                                                                  "declined to sign but agreed verbally"]), ".\n")
    else:
        doc.t("Assent: not applicable (<7 years).\n")
    doc.t("\nELIGIBILITY (verified by PI)\n")
    for e in r.sample(["Age 0-21 at diagnosis: yes", "Confirmed histology/flow: yes", "No prior cytotoxic therapy except steroids <48 h: yes",
                       "Adequate organ function (creat, bili, EF >50%): yes", "Not pregnant/breastfeeding: N/A", "Written consent: yes",
                       "No Down syndrome: yes", "Performance status Lansky >=50: yes", "Measurable disease by RECIST: yes"], r.randint(3, 6)):
        doc.t("[x] " + e + "\n")
    doc.t("\n")
    doc.w("Signed consent: ", c.D(c.d0), " ", "%02d:%02d" % (h0 + 1, r.randint(0, 59)), " by ", c.parent(form="full"),
          r.choice(["; copy given to family", "; original in research file, copy to family, copy scanned to EMR"]), ".\n")
    if r.random() < 0.5:
        doc.w("Witness: ", c.staff("nurse", "full"), ", RN\n")
    rnd = F.add_days(c.d0, r.randint(0, 3))
    doc.w("Randomized ", c.D(rnd), " via ", r.choice(["web system", "IWRS", "central randomization portal"]), " (",
          ("URL", r.choice(["https://rand.example-trials.org", "https://iwrs.example.net/study/login", "www.trialsportal.test/randomise",
                             "https://oncology-rand.example.org/site"])), "), allocation: ", r.choice(["Arm A (standard)", "Arm B (experimental)", "observational cohort"]),
          ", randomization no. ", ("IDNUM", "R%s" % F.digits(r, 5)), ".\n")
    if r.random() < 0.6:
        doc.w("Session logged from ", ("IPADDR", F.ipaddr(r)), " by user ", ("USERNAME", F.username(coord, r)), ".\n")
    if r.random() < 0.4:
        doc.w("Biobank: optional research samples consented; specimen IDs ", ("IDNUM", F.accession(r, c.d0.year, "BB")), ", ",
              ("IDNUM", F.accession(r, c.d0.year, "BB")), ". ")
        if r.random() < 0.5:
            doc.w("Biometric sample-linking token ", ("BIOID", F.bioid(r)), ".")
        doc.t("\n")
    doc.w("Registration confirmation emailed to ", ("EMAIL", F.email(coord, r, r.choice(["example-trials.org", "example.org", "research.example.net"]))),
          " and data center. Study day 1: ", c.Ds(F.add_days(rnd, r.randint(0, 2))), ".\n")
    doc.w("Contact for family: research office ", ("PHONE", F.phone(c.country, r)), "\n\n")
    if r.random() < 0.35:
        doc.t("SCHEDULE OF STUDY ASSESSMENTS\n")
        d = rnd
        for step in r.sample(["Baseline bloods + research PK", "Echo", "Audiology", "Day 8 PB sample", "Day 15 BMA (research aliquot)",
                              "Day 29 MRD", "QoL questionnaire (PedsQL)", "End of cycle 2 imaging", "Biobank blood 5 mL"], r.randint(3, 6)):
            d = F.add_days(d, r.randint(1, 14))
            doc.w("  ", c.D(d) if r.random() < 0.6 else c.Ds(d), "  ", step, "\n")
        doc.t("\n")
    doc.w(("DOCTOR", coord.form(r.choice(["full", "fi_last"]))), r.choice([", CCRP, Clinical Research Coordinator", ", Research Nurse", " - CRA"]), "\n")
    if r.random() < 0.5:
        doc.w("Reviewed by investigator: ", c.dr("onc", r.choice(["fi_last", "full"]), True), " ", c.D(F.add_days(c.d0, r.randint(0, 2))), "\n")
    CM.audit(doc, c, "tcoord", 0.3)
