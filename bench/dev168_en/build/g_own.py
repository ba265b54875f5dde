"""Own genres: reference-lab send-out manifest, MDT / tumour board worklist."""
import phi as H
import pools as P

SENDOUT_TESTS = (("ANA IFA w/ reflex", "2047", "serum, refrigerated"),
                 ("Anti-MOG antibody", "5521", "serum, frozen"),
                 ("Heavy metals panel, blood", "8812", "whole blood, royal blue"),
                 ("JAK2 V617F quant PCR", "3301", "EDTA, ambient"),
                 ("Vitamin B1 (thiamine)", "1190", "whole blood, protect from light"),
                 ("Paraneoplastic panel", "7740", "CSF, frozen"),
                 ("Factor VIII inhibitor (Bethesda)", "4410", "citrate plasma, frozen"),
                 ("HLA-B*57:01", "6120", "EDTA, ambient"),
                 ("Cystic fibrosis 139-variant panel", "9036", "EDTA, ambient"),
                 ("Quantiferon-TB Gold Plus", "2280", "4 tubes, ambient"),
                 ("Tryptase", "1733", "serum, frozen"),
                 ("Voriconazole level", "3950", "serum, refrigerated"),
                 ("Lead, venous", "8803", "EDTA, refrigerated"),
                 ("Chromogranin A", "6677", "serum, frozen"))


def _csv_val(n, v, typ, sep):
    if sep == "," and "," in v:
        n.w('"', (v, typ), '"')
    else:
        n.p(v, typ)


def sendout_us(n):
    rng = n.rng
    s = n.site
    lab = rng.choice(P.REF_LABS)
    n.ln("SEND-OUT MANIFEST / REQUISITION SUMMARY")
    n.ln("From: ", (s["name"], "HOSPITAL"), " Laboratory, ", [(s["addr"]["street"], "STREET"),
                                                             ", ", (s["addr"]["city"], "CITY"),
                                                             ", ", (s["addr"]["state"], "STATE"),
                                                             " ", (s["addr"]["zip"], "ZIP")])
    n.ln("CLIA ", (s["clia"], "LICENSE"), "   Phone ", (s["phone"], "PHONE"), "   Fax ",
         (s["fax"], "FAX"))
    n.ln("To: ", (lab, "ORGANIZATION"), "   Client account ", (H.account(rng, "US"), "ACCOUNT"))
    n.ln("Courier: ", (rng.choice(P.COURIERS), "ORGANIZATION"), "   Pickup ", n.dstr(n.ref), " ",
         n.tm(), "   Driver vehicle ", (H.plate(rng, "US"), "VEHICLE"))
    n.t("\n")
    sep = rng.choice((",", "|"))
    n.ln(sep.join(("req_no", "patient", "dob", "sex", "mrn", "test_code", "test", "specimen",
                   "ordering_md", "npi")))
    pts = []
    for _ in range(rng.randrange(4, 9)):
        pt = H.make_patient(rng, "US", s, n.ref)
        pts.append(pt)
        t = rng.choice(SENDOUT_TESTS)
        md = H.make_clin(rng, "US")
        n.w((H.order_no(rng), "IDNUM"), sep)
        _csv_val(n, pt["p"].r(rng.choice(("LF", "LFM"))), "PATIENT", sep)
        n.w(sep, n.dstr(pt["dob"], "us_slash"), sep, pt["sex"], sep, (pt["mrn"], "MRN"), sep,
            t[1], sep, t[0], sep, t[2].replace(",", ";") if sep == "," else t[2], sep)
        _csv_val(n, md["p"].r("Lf"), "DOCTOR", sep)
        n.w(sep, (md["lic"], "LICENSE"), "\n")
    n.t("\nBILLING (third-party bill)\n")
    for pt in rng.sample(pts, min(len(pts), rng.randrange(2, 4))):
        n.w("- ")
        n.pt_name(pt, "LF")
        n.t(": ")
        n.addr(pt["addr"], "one")
        n.w("; tel ", (pt["phone"], "PHONE"), "\n  Payer ", (rng.choice(P.INSURERS),
                                                            "ORGANIZATION"), "  member ",
            (pt["hp"], "HEALTHPLAN"), "  group ", (H.group_no(rng), "HEALTHPLAN"))
        if pt["relation"] in ("wife", "husband", "mother", "father", "partner") and \
                rng.random() < 0.7:
            n.w("  subscriber ")
            n.rel(pt, "fl")
            n.w(" (", "spouse" if pt["relation"] in ("wife", "husband", "partner") else "parent",
                ")")
        if rng.random() < 0.6:
            n.w("  SSN ", (pt["ssn"], "SSN"))
        n.w("  enc ", (pt["acct"], "ACCOUNT"), "\n")
        if pt["prof"] and rng.random() < 0.25:
            n.w("  Employer: ", (rng.choice(P.EMPLOYERS), "ORGANIZATION"), " (", (pt["prof"],
                                                                              "PROFESSION"), ")\n")
    pk = H.make_clin(rng, "US", "sci")
    n.t("\nPacked by ")
    n.staff(pk, "fl_cred")
    n.w(" [", (pk["user"], "USERNAME"), "]; dry ice 5 kg; temp logger ", (H.serial(rng), "DEVICE"),
        ".\n")
    n.ln("Track results at ", (H.url(rng, "/client/results"), "URL"), "  questions: ",
         (H.email_for(rng, H.person(rng)), "EMAIL"))


def sendout_uk(n):
    rng = n.rng
    s = n.site
    lab = rng.choice(P.REF_LABS)
    n.ln("REFERRAL (SEND-AWAY) SAMPLES - DISPATCH SHEET")
    n.ln((s["name"], "HOSPITAL"), " Blood Sciences, ", (rng.choice(P.BUILDINGS), "LOCATION_OTHER"))
    n.ln("Destination: ", (lab, "ORGANIZATION"))
    a = H.address(rng, "UK")
    n.w("  ")
    n.addr(a, "one")
    n.t("\n")
    n.ln("Dispatched: ", n.dstr(n.ref), "  ", rng.choice(("Royal Mail Safebox", "hospital transport",
                                                          "same-day courier")),
         "  UN3373 Category B")
    if rng.random() < 0.5:
        n.ln("Transport van reg ", (H.plate(rng, "UK"), "VEHICLE"), "  (", (rng.choice(P.COURIERS),
                                                                           "ORGANIZATION"), ")")
    n.t("\n")
    for j in range(rng.randrange(4, 8)):
        pt = H.make_patient(rng, "UK", s, n.ref)
        t = rng.choice(SENDOUT_TESTS)
        n.w("%d) " % (j + 1), (H.lab_no(rng), "IDNUM"), "  ")
        n.pt_name(pt, rng.choice(("LF", "FLU", "Lf")))
        n.w("  NHS ", (pt["nhs"], "MRN"), "  DOB ", n.dstr(pt["dob"]), "  ", t[0], " (", t[2],
            ")\n   Requestor: ")
        c = H.make_clin(rng, "UK")
        n.staff(c, "dr_l")
        n.t(", ")
        if rng.random() < 0.5:
            n.p(rng.choice(P.UK_PRACTICES), "HOSPITAL")
        else:
            n.ward()
        if rng.random() < 0.3:
            n.w("; patient postcode ", (pt["addr"]["zip"], "ZIP"))
        if rng.random() < 0.2:
            n.w("; private patient, ", (rng.choice(P.UK_INSURERS), "ORGANIZATION"), " policy ",
                (pt["hp"], "HEALTHPLAN"))
        if rng.random() < 0.15:
            n.w("; overseas visitor from ", (rng.choice(P.COUNTRIES), "COUNTRY"), ", NI no ",
                (pt["ssn"], "SSN"))
        n.t("\n")
    bms = H.make_clin(rng, "UK", "sci")
    n.t("\nPacked and checked: ")
    n.staff(bms, "fl_cred")
    n.w(" / ")
    n.staff(H.make_clin(rng, "UK", "sci"), "fl")
    n.w("\nResults return to: ", (H.email_for(rng, H.person(rng), "example.net"), "EMAIL"),
        "   Fax ", (s["fax"], "FAX"), "\n")


def gen_sendout(n):
    if n.country == "US":
        sendout_us(n)
    else:
        sendout_uk(n)


# --------------------------------------------------------------------- MDT
MDT_TYPES = (("Lung", "CT thorax", "EBUS TBNA", "?N2 disease - surgery vs CRT", "MF"),
             ("Upper GI", "CT CAP", "OGD biopsy", "staging laparoscopy?", "MF"),
             ("Colorectal", "MRI rectum", "colonoscopy biopsy", "TNT vs upfront surgery", "MF"),
             ("Breast", "MRI breasts", "core biopsy", "neoadjuvant?", "F"),
             ("Urology", "mpMRI prostate", "TP biopsies", "active surveillance vs radical", "M"),
             ("Haematology", "PET-CT", "node excision", "stage and treatment plan", "MF"),
             ("Skin", "CT staging", "WLE + SLNB", "adjuvant immunotherapy?", "MF"),
             ("Head and Neck", "MRI neck", "panendoscopy biopsies", "primary CRT?", "MF"),
             ("Gynae", "MRI pelvis", "hysteroscopy biopsy", "surgery vs brachytherapy", "F"))
OUTCOMES = ("For surgery - consent in clinic", "Refer oncology for SACT", "Repeat imaging in 3 "
            "months", "Further biopsy required", "Best supportive care; palliative team",
            "Discuss at regional MDT", "Await molecular results", "Proceed as planned")


def gen_mdt(n):
    rng = n.rng
    us = n.country == "US"
    mt = rng.choice(MDT_TYPES)
    title = "TUMOR BOARD" if us else "MDT MEETING"
    n.ln(mt[0].upper(), " ", title, " - PATIENT LIST")
    n.ln((n.site["name"], "HOSPITAL"), "   ", n.dstr(n.ref, "wd_full" if us else "wd_ukfull"),
         "   ", rng.choice(("08:00", "12:30", "13:00", "16:00")), "   ",
         rng.choice(("Education Centre seminar room", "MS Teams", "Boardroom", "Lecture theatre")))
    chair = H.make_clin(rng, n.country)
    n.t("Chair: ")
    n.staff(chair, "dr_fl")
    n.t("   Coordinator: ")
    coord = H.make_clin(rng, n.country, "phleb")
    n.staff(coord, "fl")
    n.w(" (", (coord["email"], "EMAIL"), ", ext ", (H.digits(rng, 4), "PHONE"), ")\n")
    n.t("Present: ")
    for j in range(rng.randrange(3, 7)):
        if j:
            n.t(", ")
        c = H.make_clin(rng, n.country)
        n.staff(c, rng.choice(("dr_l", "dr_fl", "fL")))
        n.t(" (" + rng.choice(("radiology", "pathology", "surgery", "oncology", "CNS",
                               "clinical oncology", "radiology fellow")) + ")")
    n.t("\n" + "=" * 60 + "\n")
    for j in range(rng.randrange(3, 7)):
        pt = H.make_patient(rng, n.country, n.site, n.ref)
        while pt["age"] < 18 or pt["sex"] not in mt[4]:
            pt = H.make_patient(rng, n.country, n.site, n.ref)
        n.w("\n%d. " % (j + 1))
        n.pt_name(pt, rng.choice(("LF", "FLU", "fl")))
        n.w("  ", "MRN" if us else "Hosp", " ", (pt["mrn"], "MRN"))
        if not us:
            n.w("  NHS ", (pt["nhs"], "MRN"))
        n.t("  ")
        n.age(pt["age"], pt["sex"], mode=rng.choice(("agesex", "sexage", "yo")))
        n.t("\n   Referred by: ")
        n.staff(H.make_clin(rng, n.country), "dr_l")
        if rng.random() < 0.5:
            n.w(", ", (n.other_site()["name"], "HOSPITAL"))
        if not us and rng.random() < 0.4:
            n.w("   GP: ", (rng.choice(P.UK_GP), "HOSPITAL"))
        n.t("\n   Summary: ")
        if pt["prof"] and rng.random() < 0.35:
            art = "an " if pt["prof"][0] in "aeiou" else "a "
            n.prof(pt, rng.choice(("Works as " + art, "Occupation: ", "Ex-", "") + (
                ("Retired ",) if pt["age"] >= 60 else ())))
            n.t(". ")
        n.t(rng.choice(("PS 0", "PS 1", "ECOG 1", "PS 2", "ECOG 0")) + ". ")
        mod = "MR" if "MRI" in mt[1] else ("PT" if "PET" in mt[1] else "CT")
        n.w(mt[1], " ", n.dstr(H.plus(n.ref, -rng.randrange(5, 40))), " (", (
            H.accession(rng, n.country, mod), "IDNUM"), "); ", mt[2], " ",
            (H.path_no(rng, n.country), "IDNUM"), ".\n")
        if rng.random() < 0.3:
            n.w("   Lives with ", pt["relation"], " ")
            n.rel(pt, "f")
            n.w(rng.choice((", who is main carer", "; keen for treatment", "; transport issues")),
                ".\n")
        n.ln("   Question: ", mt[3])
        n.w("   Radiology: ")
        n.staff(H.make_clin(rng, n.country), "dr_l")
        n.t(" to review   Pathology: ")
        n.staff(H.make_clin(rng, n.country), "dr_l")
        n.t("\n")
        n.ln("   Outcome: ", rng.choice(OUTCOMES))
        n.t("   Action: ")
        cns = H.make_clin(rng, n.country, "nurse")
        n.staff(cns, rng.choice(("fl_cred", "f_l", "fl")))
        n.w(" (CNS) to inform patient by ", n.dstr(H.plus(n.ref, rng.randrange(1, 8))))
        if rng.random() < 0.3:
            n.w(" on ", (pt["phone"], "PHONE"))
        n.t("\n")
    n.t("\nOutcomes sent to GPs/referrers by secure e-mail from ")
    n.p(H.email_for(rng, coord["p"], "example.org"), "EMAIL")
    n.t(".\n")
