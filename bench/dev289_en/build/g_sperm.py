"""Genres: sperm banking referral/consultation; oncofertility referral letters."""
import ctx
import phi
import pools
import clinical as cl
from ctx import nm, staff_nm, addr_pieces, age_pieces
from gcommon import D, Dn, letterhead, banner, sign, cc_block, typed_by, partner_ref


def _dx(rng, sex):
    return rng.choice(cl.DX_MALE if sex == "M" else cl.DX_FEMALE)


def sperm_referral_form(d, rng, c):
    p, onc, ref = c.p, c.st["oncologist"], c.ref
    rdate = phi.shift(ref, -rng.randint(0, 3))
    chemo = phi.shift(ref, rng.randint(3, 12))
    dx, tx = _dx(rng, "M")
    d.t(rng.choice(["URGENT SPERM BANKING REFERRAL", "Referral for Sperm Cryopreservation (URGENT - pre-gonadotoxic tx)",
                    "FERTILITY PRESERVATION REFERRAL - MALE", "e-Referral: Semen Storage"]) + "\n")
    d.t("=" * rng.randint(20, 44) + "\n")
    d.w("To: Andrology, ", (c.clinic, "HOSPITAL"), "   Fax: ", (c.clinic_fax, "FAX"), "\n")
    d.w("Date of referral: ", D(rng, c, rdate), "   Time: ", phi.tod(rng), "\n\n")
    d.t("PATIENT DETAILS\n")
    d.w("Surname: ", (p.last.upper() if rng.random() < 0.5 else p.last, "PATIENT"), "\n")
    d.w("Forename(s): ", (p.first + (" " + p.middle if p.middle else ""), "PATIENT"), "\n")
    d.w("DOB: ", D(rng, c, p.dob, "num"), "    Age: ", (str(p.age), "AGE"), "\n")
    d.w("Hospital no: ", (c.mrn, "MRN"))
    if c.country == "UK":
        d.w("    NHS no: ", (c.nhs, "MRN"))
    elif c.country in ("AU", "CA", "US"):
        d.w("    ", phi.healthplan_label(c.country), ": ", (c.hp, "HEALTHPLAN"))
    d.t("\n")
    d.w("Address: ", addr_pieces(rng, c.addr, "line"), "\n")
    d.w("Mobile: ", (c.phone, "PHONE"), "   Home: ", (c.home, "PHONE"), "\n")
    if rng.random() < 0.6:
        d.w("Email: ", (c.email, "EMAIL"), "\n")
    if p.age < 18:
        d.w("Parent/guardian: ", nm(rng, c.mother, "FAMILY", "full"), " (mother)  Tel ", (phi.phone(rng, c.country), "PHONE"), "\n")
        d.t("Gillick competent: Y (assessed by referrer); Fraser guidelines N/A\n")
    d.t("Interpreter required: " + rng.choice(["No", "No", "Yes - " + rng.choice(["Polish", "Arabic", "Punjabi", "Vietnamese", "Tigrinya", "Portuguese"])]) + "\n\n")
    d.t("CLINICAL\n")
    d.t("Diagnosis: %s\n" % dx)
    d.w("Date of diagnosis: ", D(rng, c, phi.shift(ref, -rng.randint(6, 40))), "\n")
    d.t("Planned treatment: %s\n" % tx)
    d.w("Treatment start date: ", D(rng, c, chemo), " (", rng.choice(["cannot be delayed", "can delay up to 1/52", "C1D1 booked"]), ")\n")
    d.t("Previous chemo/RT: %s\n" % rng.choice(["None", "None", "1 cycle given (banking after cycle 1 - counselled)"]))
    d.t("Virology (HIV/HBV/HCV): %s\n" % rng.choice(["sent today", "negative (see EPR)", "not yet done - please arrange"]))
    d.t("Able to produce by masturbation: %s\n" % rng.choice(["Yes", "Yes", "Unsure", "No - consider PVS/EEJ"]))
    d.t("Funding: %s\n\n" % rng.choice({"UK": ["NHS", "ICB funded", "self-pay"], "US": ["self-pay", "insurer pre-auth pending", "charity grant applied"],
                                         "AU": ["Medicare - bulk billed", "public FP program", "self-pay"], "CA": ["provincial program", "self-pay", "OFP funding"],
                                         "IE": ["HSE", "HSE oncofertility scheme", "private"]}[c.country]))
    d.t("REFERRER\n")
    d.w(staff_nm(rng, onc, "title_full"), ", ", onc.job, ", ", (c.cancer, "HOSPITAL"), "\n")
    d.w("Bleep/pager: ", (phi.pager(rng), "PHONE"), "   Direct line: ", (phi.phone(rng, c.country, ext=True), "PHONE"), "\n")
    lab, val = phi.licence_doc(rng, c.country)
    d.w(lab, ": ", (val, "LICENSE"), "\n")
    if rng.random() < 0.5:
        d.w("Secure email: ", (phi.email(rng, onc.first, onc.last), "EMAIL"), "\n")
    d.t("\n--- for andrology use ---\n")
    d.w("Received ", Dn(rng, c, rdate), " ", phi.tod(rng), " by ", (ctx.initials(c.st["admin"], False), "DOCTOR"),
        ". Appt offered ", D(rng, c, ref, "wd"), " ", phi.tod(rng), ".\n")


def sperm_consult_letter(d, rng, c):
    p, cons, ref = c.p, rng.choice([c.st["andrologist"], c.st["consultant"]]), c.ref
    dx, tx = _dx(rng, "M")
    letterhead(d, rng, c)
    d.w(D(rng, c, phi.shift(ref, rng.randint(0, 4)), rng.choice(["long", "abbr", "ord"])), "\n\n")
    onc = c.st["oncologist"]
    d.w(staff_nm(rng, onc, "title_full"), "\n", onc.job, "\n", (c.cancer, "HOSPITAL"), "\n\n")
    banner(d, rng, c, rng.choice(["re", "grid"]))
    d.t("\n")
    d.w("Dear ", "Dr " if onc.is_dr else "", (onc.last, "DOCTOR") if onc.is_dr else (onc.first, "DOCTOR"), ",\n\n")
    d.w("Thank you for referring ", nm(rng, p, "PATIENT", "title_last"), ", a ", age_pieces(rng, p.age, "M", "year-old"),
        " ", (c.prof, "PROFESSION"), " ")
    if rng.random() < 0.5:
        d.w("who works for ", (c.employer, "ORGANIZATION"), ", ")
    d.w("whom I saw in the fertility preservation clinic on ", D(rng, c, ref), ". ")
    if p.age < 19:
        d.w("He attended with his mother, ", nm(rng, c.mother, "FAMILY", rng.choice(["title_full", "full"])), ". ")
    elif rng.random() < 0.6:
        d.w("He attended with ", partner_ref(rng, c), ". ")
    d.t("He has recently been diagnosed with %s and is due to start %s" % (dx, tx))
    d.w(" on ", D(rng, c, phi.shift(ref, rng.randint(4, 14))), ".\n\n")
    d.t(cl.abbrev_sentence(rng, "M") + " " + cl.abbrev_sentence(rng, "M") + "\n\n")
    d.t("Hormone profile: " + cl.hormone_line(rng, "M") + ".\n\n")
    n = rng.randint(1, 3)
    d.t("He produced %s sample%s:\n" % (["one", "two", "three"][n - 1], "s" if n > 1 else ""))
    for i in range(n):
        sd = phi.shift(ref, i * rng.randint(1, 3))
        d.w("  ", Dn(rng, c, sd), " - ", cl.semen_block(rng, "line"), "; ", str(rng.randint(3, 12)), " straws stored, batch ",
            (phi.specimen(rng, "SB"), "IDNUM"), "\n")
    d.t("\n")
    d.t(rng.choice(["Parameters are within the reference range and the prognosis for future use via IUI or IVF is good. ",
                    "The count is reduced (oligozoospermia), which is not uncommon at diagnosis; the stored sample is likely to be suitable for ICSI. ",
                    "Only very small numbers of motile sperm were seen; we have stored what we could and he understands ICSI would be needed. "]))
    d.w("Consent forms (", rng.choice(cl.CONSENT_FORMS[c.country]), ") were completed, including what should happen in the event of his death or loss of capacity; ",
        "he has nominated ", nm(rng, rng.choice([c.partner, c.mother]), "FAMILY", "full"), " as the person to be informed. ")
    d.w("Storage has been consented for ", str(rng.choice([10, 10, 55])), " years, with a review on ", D(rng, c, phi.shift(ref, 365 * 10)), ".\n\n")
    d.w("We would be happy to see him again for a repeat semen analysis 12-24 months after completing treatment. Should you need to discuss, I can be reached on ",
        (phi.phone(rng, c.country, ext=True), "PHONE"), rng.choice([".", " or by email at "]))
    if d.buf[-1].endswith("at "):
        d.w((phi.email(rng, cons.first, cons.last), "EMAIL"), ".")
    d.t("\n\n")
    sign(d, rng, c, cons, lic=rng.random() < 0.5)
    cc_block(d, rng, c, [(c.st["gp"], c.gp_practice)] + ([(c.st["nurse"], None)] if rng.random() < 0.5 else []))
    d.w("   Patient (", addr_pieces(rng, c.addr, "line"), ")\n")
    if rng.random() < 0.5:
        typed_by(d, rng, c, c.st["admin"], phi.shift(ref, rng.randint(1, 6)))


def sperm_soap_note(d, rng, c):
    p, ref = c.p, c.ref
    dx, tx = _dx(rng, "M")
    author = rng.choice([c.st["andrologist"], c.st["nurse"], c.st["consultant"]])
    d.w(rng.choice(["Clinic note - Andrology", "ANDROLOGY / FP CLINIC", "Progress Note: Sperm Banking", "FP consult (male)"]),
        "   ", D(rng, c, ref), " ", phi.tod(rng), "\n")
    banner(d, rng, c, rng.choice(["line", "pipe"]))
    d.w("Seen by: ", staff_nm(rng, author, "full_cred"), "   Loc: ", (c.clinic, "HOSPITAL"), ", room ", (rng.choice(["3", "4B", "12", "G07", "Andrology 2"]), "LOCATION_OTHER"), "\n\n")
    d.w("S: ", age_pieces(rng, p.age, "M", rng.choice(["yo", "yo_tight", "sexchar"])), " w/ ", dx, ". Referred by ",
        staff_nm(rng, c.st["oncologist"], "title_last"), " (", (c.cancer, "HOSPITAL"), "). Tx: ", tx, ", starts ",
        D(rng, c, phi.shift(ref, rng.randint(3, 10)), rng.choice(["wd", "num"])), ". ")
    d.w(rng.choice(["No children. ", "1 child (conceived naturally). ", "Nil previous fertility ix. "]))
    d.w("Works as ", (c.prof, "PROFESSION"), ". ")
    if rng.random() < 0.6:
        d.w("Lives with ", c.rel, " ", nm(rng, c.partner, "FAMILY", "first"), " (", (c.partner_prof, "PROFESSION"), ") in ", (c.addr.city, "CITY"), ". ")
    d.t(cl.abbrev_sentence(rng, "M") + "\n")
    d.t("O: " + cl.abbrev_sentence(rng, "M") + "\n   SA today: " + cl.semen_block(rng, "line") + "\n")
    d.t("A: " + rng.choice(["Suitable for banking.", "Severe OAT - bank all available, ICSI only.", "Reduced motility - bank all available; likely ICSI."]) + "\n")
    d.w("P: 1) bank x", str(rng.randint(2, 3)), " samples before ", D(rng, c, phi.shift(ref, rng.randint(3, 9)), "short"), " 2) consents signed today, witness ",
        staff_nm(rng, c.nurse2, rng.choice(["full", "init_last"])), "\n   3) virology ", rng.choice(["sent", "on file"]), " 4) call pt on ", (c.phone, "PHONE"),
        " w/ results\n   5) letter to GP ", staff_nm(rng, c.st["gp"], "title_last"), ", ", (c.gp_practice, "HOSPITAL"), "\n")
    d.w("\n", staff_nm(rng, author, rng.choice(["initials", "full"])), " ", Dn(rng, c, ref), "\n")


def sperm_consult(rng, d, c):
    rng.choice([sperm_referral_form, sperm_consult_letter, sperm_consult_letter, sperm_soap_note])(d, rng, c)


# ---------------------------------------------------------------------------
def onco_letter(d, rng, c):
    p, onc, ref = c.p, c.st["oncologist"], c.ref
    dx, tx = _dx(rng, p.sex)
    letterhead(d, rng, c, site=c.cancer, addr=c.cancer_addr, lic=False)
    d.w(D(rng, c, ref, rng.choice(["long", "abbr", "ord", "num"])), "\n\n")
    fc = c.st["consultant"]
    d.w(staff_nm(rng, fc, "title_full"), "\n", (c.clinic, "HOSPITAL"), "\n", addr_pieces(rng, c.clinic_addr, "block"), "\n\n")
    d.t(rng.choice(["URGENT - fertility preservation before gonadotoxic treatment\n",
                    "Re: Urgent oncofertility referral\n", "URGENT ONCOFERTILITY REFERRAL\n"]))
    banner(d, rng, c, "re")
    d.t("\n")
    d.w("Dear ", "Dr " if fc.is_dr else "", (fc.last, "DOCTOR"), ",\n\n")
    d.w("I would be grateful if you could urgently see ", nm(rng, p, "PATIENT", "title_full"), ", a ",
        age_pieces(rng, p.age, p.sex, rng.choice(["year-old", "words"])), " ", "woman" if p.sex == "F" else "man", " ")
    d.t("whom we discussed at the %s MDT " % rng.choice(["breast", "haematology", "sarcoma", "lower GI", "TYA", "gynae-oncology", "urology"]))
    d.w("on ", D(rng, c, phi.shift(ref, -rng.randint(1, 6)), rng.choice(["wd", "num"])), ". ")
    d.t("She has " if p.sex == "F" else "He has ")
    d.t("%s. The plan is %s" % (dx, tx))
    d.w(", with the first cycle provisionally on ", D(rng, c, phi.shift(ref, rng.randint(10, 24))), ".\n\n")
    her = "Her" if p.sex == "F" else "His"
    d.w(her, " past history includes ", rng.choice(["nil of note", "asthma and migraine", "Graves' disease (treated)", "a previous ectopic pregnancy",
                                                     "Crohn's disease", "PCOS", "type 1 diabetes (HbA1c 58 mmol/mol)"]), ". ")
    if p.sex == "F":
        d.t("LMP %s; cycles regular 28-30 days. G%dP%d. " % (rng.choice(["~2/52 ago", "10/7 ago", "unsure"]), rng.randint(0, 2), rng.randint(0, 1)))
        d.t(cl.hormone_line(rng, "F") + ". ")
    d.w("Socially, ", "she" if p.sex == "F" else "he", " is a ", (c.prof, "PROFESSION"))
    if rng.random() < 0.5:
        d.w(" at ", (c.employer, "ORGANIZATION"))
    d.w(" and lives in ", (c.addr.city, "CITY"), " with ", c.rel, " ", nm(rng, c.partner, "FAMILY", rng.choice(["first", "full"])))
    if rng.random() < 0.5:
        d.w(", who works as a ", (c.partner_prof, "PROFESSION"))
    d.t(". ")
    if p.sex == "F":
        d.t(rng.choice(["They would like to consider embryo as well as oocyte freezing. ", "She would prefer oocyte cryopreservation. ",
                        "They have not yet decided between eggs and embryos. "]) + "\n\n")
    else:
        d.t(rng.choice(["He is keen to bank sperm before starting. ", "He would like to bank sperm and asked about the costs of long-term storage. "]) + "\n\n")
    if p.sex == "F" and "ER+" in dx:
        d.t("As the tumour is ER-positive, please consider a letrozole-supplemented protocol. Oncology are happy for a random-start cycle of up to 2/52 before chemotherapy.\n\n")
    d.w("Her" if p.sex == "F" else "His", " contact numbers are ", (c.phone, "PHONE"), " (mobile)")
    if rng.random() < 0.5:
        d.w(" and ", (c.home, "PHONE"), " (home)")
    d.t(". ")
    if rng.random() < 0.5:
        d.w("Our CNS, ", staff_nm(rng, c.nurse2, "full"), ", can be contacted on ", (phi.phone(rng, c.country, mobile=False, ext=True), "PHONE"), ". ")
    d.t("Many thanks for your help.\n\n")
    sign(d, rng, c, onc, lic=rng.random() < 0.6)
    d.w("\n", (c.cancer, "HOSPITAL"), " | Secretary direct ", (phi.phone(rng, c.country, mobile=False), "PHONE"), " | Fax ", (phi.phone(rng, c.country, mobile=False), "FAX"), "\n")
    cc_block(d, rng, c, [(c.st["gp"], c.gp_practice)])


def onco_eref(d, rng, c):
    p, onc, ref = c.p, c.st["oncologist"], c.ref
    dx, tx = _dx(rng, p.sex)
    d.t(rng.choice(["ONCOFERTILITY e-REFERRAL", "Fertility Preservation Pathway - Referral Form", "Urgent FP referral (2WW equivalent)"]) + "\n")
    d.w("Ref: ", (phi.ref_no(rng, rng.choice(["ERS", "FPR", "REQ"])), "IDNUM"), "   Submitted: ", D(rng, c, ref, "iso"), " ", phi.tod(rng, "24"), "\n")
    d.w("From: ", staff_nm(rng, onc, "last_first"), " <", (phi.email(rng, onc.first, onc.last), "EMAIL"), ">\n")
    d.w("Organisation: ", (c.cancer, "HOSPITAL"), "\nTo service: ", (c.clinic, "HOSPITAL"), "\n")
    d.t("-" * 40 + "\n")
    rows = [("Patient name", nm(rng, p, "PATIENT", "full")), ("Preferred name", [(p.first, "PATIENT")] if rng.random() < 0.6 else ["-"]),
            ("Date of birth", [D(rng, c, p.dob, "num")]), ("Age", [(str(p.age), "AGE")]), ("Sex", ["F" if p.sex == "F" else "M"]),
            ("MRN", [(c.mrn, "MRN")])]
    if c.country == "UK":
        rows.append(("NHS number", [(c.nhs, "MRN")]))
    elif c.country == "AU":
        rows.append(("Medicare", [(c.hp, "HEALTHPLAN"), "  IRN 1"]))
    elif c.country == "CA":
        rows.append(("OHIP/PHN", [(c.hp, "HEALTHPLAN")]))
    elif c.country == "US":
        rows.append(("Insurance", [(c.insurer, "ORGANIZATION"), " ID ", (c.hp, "HEALTHPLAN"), " Grp ", (phi.group_no(rng), "HEALTHPLAN")]))
    else:
        rows.append(("PPSN", [(c.ssn, "SSN")]))
    rows += [("Address", addr_pieces(rng, c.addr, "line")), ("Phone", [(c.phone, "PHONE")]), ("Email", [(c.email, "EMAIL")]),
             ("Occupation", [(c.prof, "PROFESSION")]), ("NOK", [nm(rng, c.partner, "FAMILY", "full"), " (", c.rel, ") ", (phi.phone(rng, c.country), "PHONE")]),
             ("GP", [staff_nm(rng, c.st["gp"], "title_full"), ", ", (c.gp_practice, "HOSPITAL")])]
    for k, v in rows:
        d.w("%-16s: " % k, v, "\n")
    d.t("-" * 40 + "\n")
    d.t("Diagnosis            : %s\nICD-10               : %s\nPlanned treatment    : %s\n" % (dx, rng.choice(cl.ICD), tx))
    d.w("Treatment start      : ", D(rng, c, phi.shift(ref, rng.randint(7, 21)), "num"), "\n")
    d.t("Gonadotoxic risk     : %s\n" % rng.choice(["HIGH (>80% risk of azoospermia/POI)", "intermediate", "low but patient requests preservation"]))
    d.t("Window for FP        : %s\n" % rng.choice(["2/52", "10-14 days", "<1 week", "flexible (post-op)"]))
    d.t("Platelets/Hb/neut    : %d / %d / %.1f\n" % (rng.randint(90, 410), rng.randint(88, 156), rng.uniform(0.6, 7.9)))
    d.t("ECOG                 : %d\n" % rng.randint(0, 2))
    d.t("Patient informed     : Yes - leaflet given; aware referral does not guarantee treatment\n")
    d.w("Urgent contact       : ", staff_nm(rng, c.nurse2, "full"), " (CNS) ", (phi.phone(rng, c.country, ext=True), "PHONE"), "\n")


def onco_mdt(d, rng, c):
    ref = c.ref
    d.w(rng.choice(["TYA / Oncofertility MDT - Outcome Summary", "Fertility Preservation MDM outcomes", "ONCOFERTILITY MDT LIST"]),
        "\nMeeting: ", D(rng, c, ref, rng.choice(["wd", "long", "num"])), "  ", phi.tod(rng), "   Venue: ", (rng.choice(["Seminar Rm 2", "Boardroom B", "Level 4 meeting room", "Teams"]), "LOCATION_OTHER"), "\n")
    d.t("Present: ")
    pres = [c.st["consultant"], c.st["oncologist"], c.st["nurse"], c.st["embryologist"], c.st["counsellor"]]
    for i, s in enumerate(rng.sample(pres, rng.randint(3, 5))):
        if i:
            d.t(", ")
        d.w(staff_nm(rng, s, rng.choice(["title_last", "full", "init_last"])), " (", s.job.split()[-1], ")")
    d.t("\nApologies: ")
    d.w(staff_nm(rng, c.st["andrologist"], "title_last"), "\n\n")
    cases = [c] + [ctx.make_case(rng, c.country, ref=ref) for _ in range(rng.randint(1, 3))]
    for i, k in enumerate(cases):
        p = k.p
        dx, tx = _dx(rng, p.sex)
        d.w("%d. " % (i + 1), nm(rng, p, "PATIENT", rng.choice(["upper_lf", "full", "last_first"])), "  ", (k.mrn, "MRN"), "  ",
            age_pieces(rng, p.age, p.sex, "sexchar"), "  Ref: ", staff_nm(rng, k.st["oncologist"], "title_last"), " / ", (k.cancer, "HOSPITAL"), "\n")
        d.t("   Dx: %s. Tx: %s.\n" % (dx, tx))
        if p.sex == "F":
            d.t("   " + cl.hormone_line(rng, "F") + "\n")
        d.t("   Outcome: %s\n" % rng.choice((["proceed random-start OC (letrozole cover)", "OTC not offered - risk low",
                                             "GnRHa (goserelin 3.6 mg) for ovarian suppression + OC if time"] if p.sex == "F" else
                                            ["sperm banking x3, book this week", "refer for onco-TESE at time of orchidectomy"]) +
                                           ["counselling first, pt undecided", "decline - pt does not wish FP"]))
        d.w("   Action: ", staff_nm(rng, rng.choice(pres), "initials"), " to call pt on ", (k.phone, "PHONE"), " by ",
            D(rng, c, phi.shift(ref, rng.randint(1, 3)), "short"), "\n\n")
    d.w("Next MDT: ", D(rng, c, phi.shift(ref, 7), "num"), ". Minutes: ", staff_nm(rng, c.st["admin"], "full"), "\n")


def onco_referral(rng, d, c):
    rng.choice([onco_letter, onco_letter, onco_eref, onco_mdt])(d, rng, c)
