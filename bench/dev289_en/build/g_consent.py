"""Genres: storage consent forms and renewal letters; storage invoice records."""
import ctx
import phi
import clinical as cl
from ctx import nm, staff_nm, addr_pieces, age_pieces
from gcommon import D, Dn, letterhead, banner, sign


def _what(rng, c):
    if c.p.sex == "M":
        return rng.choice(["sperm", "semen samples", "sperm", "embryos"])
    return rng.choice(["eggs", "oocytes", "embryos", "eggs"])


def _addr_head(d, rng, c):
    d.w(nm(rng, c.p, "PATIENT", rng.choice(["title_full", "full"])), "\n", addr_pieces(rng, c.addr, "block"), "\n\n")


def consent_form(d, rng, c):
    p, ref = c.p, c.ref
    what = _what(rng, c)
    d.w((c.clinic, "HOSPITAL"), "\n")
    d.t(rng.choice(cl.CONSENT_FORMS[c.country]) + " - " + rng.choice(["Consent to the storage of %s" % what, "STORAGE CONSENT", "Your consent to storage"]) + "\n")
    d.t("Please complete in BLOCK CAPITALS. Clinic use: centre ")
    d.w((c.centre_lic[1], "LICENSE"), "\n\n")
    d.t("1. ABOUT YOU\n")
    d.w("   Surname: ", (p.last.upper(), "PATIENT"), "        First name(s): ", ((p.first + (" " + p.middle if p.middle else "")).upper(), "PATIENT"), "\n")
    d.w("   Date of birth: ", D(rng, c, p.dob, rng.choice(["num", "compact"])), "     Clinic no.: ", (c.cid, "MRN"), "\n")
    d.w("   Address: ", addr_pieces(rng, c.addr, "line"), "\n")
    d.w("   Tel: ", (c.phone, "PHONE"), "   Email: ", (c.email, "EMAIL"), "\n")
    idk = rng.choice(["dl", "passport", "none", "dl"])
    if idk == "dl":
        d.w("   Photo ID seen: driving licence no. ", (phi.drivers_licence(rng, c.country), "LICENSE"), "\n")
    elif idk == "passport":
        d.w("   Photo ID seen: passport no. ", (phi.letters(rng, 2) + phi.digits(rng, 7), "IDNUM"), "\n")
    if c.country in ("US", "IE") and rng.random() < 0.85:
        d.w("   ", phi.ssn_label(c.country), ": ", (c.ssn, "SSN"), "\n")
    d.t("\n2. STORAGE\n")
    d.t("   I consent to the storage of my %s.  [X]\n" % what)
    d.t("   Storage period: [ ] less than 10 years  [X] 10 years  (renewable up to 55 years)\n" if c.country == "UK" else
        "   Storage period requested: %d years (review at 5/10 yrs)\n" % rng.choice([5, 10]))
    d.t("   Reason for storage: %s\n" % rng.choice(["[X] before medical treatment that may affect fertility", "[X] elective / social reasons",
                                                  "[X] surplus embryos from IVF cycle", "[X] gender-affirming treatment planned"]))
    d.t("\n3. IN THE EVENT OF MY DEATH OR LOSS OF CAPACITY\n")
    d.t("   " + rng.choice(["My %s should be allowed to perish." % what, "My %s may be used in the treatment of my partner named below." % what,
                             "My %s may be donated to research (separate form)." % what]) + "\n")
    d.w("   Partner named: ", nm(rng, c.partner, "FAMILY", rng.choice(["full", "upper"])), "   DOB: ", D(rng, c, c.partner.dob, "num"), "\n")
    d.t("\n4. DECLARATION\n   I have been given information and offered counselling (%s).\n" % rng.choice(["accepted", "declined", "attended 1 session"]))
    d.w("   Signature: ", rng.choice(["__signed__", "[signature]", "(signed)"]), "   Name: ", (p.first + " " + p.last, "PATIENT"), "   Date: ", D(rng, c, ref, "num"), "\n")
    d.w("   Witnessed by: ", staff_nm(rng, rng.choice([c.st["nurse"], c.nurse2, c.st["counsellor"]]), "full"), " (", rng.choice(["CNS", "Nurse", "Counsellor", "Clinic staff"]),
        ")   Date: ", D(rng, c, ref, "num"), "\n")
    d.w("\nFor clinic use: entered on EPR by ", (phi.username(rng, c.st["admin"].first, c.st["admin"].last), "USERNAME"), " ", Dn(rng, c, phi.shift(ref, rng.randint(0, 3))),
        "; expiry set ", D(rng, c, phi.shift(ref, rng.choice([3652, 1826])), "num"), "; storage ref ", (phi.specimen(rng, "CRY"), "IDNUM"), "\n")


def renewal_letter(d, rng, c):
    p, ref = c.p, c.ref
    what = _what(rng, c)
    stage = rng.choice(["first", "second", "final", "first"])
    expiry = phi.shift(ref, {"first": rng.randint(150, 200), "second": rng.randint(60, 100), "final": rng.randint(14, 35)}[stage])
    orig = phi.shift(expiry, -3652)
    letterhead(d, rng, c)
    d.w(D(rng, c, ref, rng.choice(["long", "abbr", "ord"])), "\n")
    if stage == "final":
        d.t(rng.choice(["BY RECORDED DELIVERY AND EMAIL\n", "SENT BY REGISTERED POST\n", "FINAL NOTICE\n"]))
    d.t("\n")
    _addr_head(d, rng, c)
    d.w("Our ref: ", (phi.specimen(rng, "CRY"), "IDNUM"), "   Patient ID: ", (c.cid, "MRN"), "\n\n")
    d.w("Dear ", nm(rng, p, "PATIENT", rng.choice(["title_last", "first", "title_full"])), ",\n\n")
    d.w(rng.choice(["Re: Renewal of consent to store your ", "Important: your consent to store your "]), what, "\n\n")
    d.w("Our records show that your ", what, " were placed in storage at ", (c.clinic, "HOSPITAL"), " on ", D(rng, c, orig),
        " and that your current consent to storage expires on ", D(rng, c, expiry), ". ")
    if stage == "first":
        d.t("If you wish to continue storing, please complete the enclosed renewal form and return it to us at least 4 weeks before this date. ")
    elif stage == "second":
        d.w("We wrote to you on ", D(rng, c, phi.shift(ref, -rng.randint(60, 90))), " but have not yet received your renewal form. ")
    else:
        d.w("We have written to you on two previous occasions (", D(rng, c, phi.shift(ref, -rng.randint(120, 150)), "num"), " and ",
            D(rng, c, phi.shift(ref, -rng.randint(40, 70)), "num"), ") and tried to reach you by telephone. ",
            "Unless we hear from you, we are legally required to allow your ", what, " to perish after this date. ")
    d.t(cl.storage_terms(rng, c.country) + "\n\n")
    if what == "embryos":
        d.w("As these embryos were created with ", nm(rng, c.partner, "FAMILY", rng.choice(["title_full", "full"])),
            ", both of you need to give consent to continued storage. A separate letter has been sent to ", "him" if c.partner.sex == "M" else "her", ".\n\n")
    d.w("You can renew online at ", (c.clinic_url, "URL"), " using your reference, by email to ", (c.clinic_email, "EMAIL"),
        " or by phone on ", (c.clinic_phone, "PHONE"), rng.choice([" (Mon-Fri 9am-4pm)", "", " option 3"]), ". ")
    d.t("The annual storage fee of %s will be invoiced on renewal.\n\n" % rng.choice({"UK": ["GBP 395", "\u00a3350", "GBP 420"], "US": ["$650", "$595", "USD 800"], "AU": ["AUD 550", "$495"],
                                                                     "CA": ["CAD 425", "$500"], "IE": ["EUR 450", "\u20ac400"]}[c.country]))
    d.t("If your circumstances or contact details have changed, please let us know. If you no longer wish to store, please complete the enclosed withdrawal form.\n\n")
    sign(d, rng, c, rng.choice([c.st["admin"], c.st["embryologist"], c.st["consultant"]]))
    d.t("\nEnc: renewal form, withdrawal form, fee schedule\n")
    if rng.random() < 0.4:
        d.w("File note ", Dn(rng, c, phi.shift(ref, rng.randint(5, 20))), ": ", rng.choice(["letter returned 'not known at this address'", "pt phoned - will renew",
                                                                                          "emailed copy to " ]))
        if d.buf[-1].endswith("to "):
            d.w((c.email, "EMAIL"))
        d.w(" - ", (ctx.initials(c.st["admin"], False), "DOCTOR"), "\n")


def renewal_return(d, rng, c):
    p, ref = c.p, c.ref
    what = _what(rng, c)
    d.t(rng.choice(["STORAGE RENEWAL FORM (returned)", "Consent to extend storage - patient copy", "Renewal of Storage Consent"]) + "\n")
    d.w("Return to: Storage Office, ", (c.clinic, "HOSPITAL"), ", ", addr_pieces(rng, c.clinic_addr, "line"), "\n\n")
    d.w("Reference: ", (phi.specimen(rng, "CRY"), "IDNUM"), "\n")
    d.w("Name: ", (p.first + " " + p.last, "PATIENT"), "\nPrevious name(s): ", [(rng.choice(ctx.SURN), "PATIENT")] if rng.random() < 0.3 else "none", "\n")
    d.w("DOB: ", D(rng, c, p.dob, "num"), "\n")
    d.w("New address (if changed): ", addr_pieces(rng, ctx.address(rng, c.country), "line", with_country=False) if rng.random() < 0.5 else "no change", "\n")
    if rng.random() < 0.3:
        d.w("Moved overseas to: ", (rng.choice(ctx.pools.FOREIGN_COUNTRIES), "COUNTRY"), " - please use email\n")
    d.w("Phone: ", (c.phone, "PHONE"), "   Email: ", (phi.email(rng, p.first, p.last), "EMAIL"), "\n\n")
    d.t("[X] I wish to continue storing my %s for a further %s\n" % (what, rng.choice(["10 years", "5 years", "1 year", "period of 10 years"])))
    d.t("[ ] I no longer wish to store and consent to the %s being allowed to perish\n" % what)
    d.t("[ ] I wish to donate to research / training\n\n")
    d.w("Signed ", rng.choice(["(signed)", "[sig]", "xx"]), "   Date ", D(rng, c, ref, "num"), "\n")
    if what == "embryos":
        d.w("Partner: ", (c.partner.first + " " + c.partner.last, "FAMILY"), "   Signed (signed)   Date ", D(rng, c, phi.shift(ref, rng.randint(0, 12)), "num"), "\n")
    d.w("\nOFFICE USE: rec'd ", (phi.fmt_short(rng, phi.shift(ref, rng.randint(2, 9)), c.country), "DATE"), "  checked ", (ctx.initials(c.st["admin"], False), "DOCTOR"),
        "  new expiry ", D(rng, c, phi.shift(ref, 3652), "num"), "  invoice raised ", (phi.invoice_no(rng), "ACCOUNT"), "\n")


def storage_consent(rng, d, c):
    rng.choice([consent_form, renewal_letter, renewal_letter, renewal_return])(d, rng, c)


# ---------------------------------------------------------------------------
CUR = {"UK": ("GBP", "VAT exempt (medical)"), "US": ("USD", ""), "AU": ("AUD", "GST free"), "CA": ("CAD", "HST exempt"), "IE": ("EUR", "VAT exempt")}


def _lines(rng, c, what):
    items = []
    if c.country == "US":
        for code, desc in rng.sample(cl.CPT, rng.randint(2, 4)):
            items.append((code, desc, rng.choice([250, 395, 450, 600, 850, 1200])))
    else:
        items.append((rng.choice(["STR-01", "ST10", "CRYO-A", "S/ANN"]), "Annual storage - %s" % what, rng.choice([300, 350, 395, 450, 550])))
        if rng.random() < 0.6:
            items.append((rng.choice(["ADM2", "ADMIN", "A-05"]), "Administration / consent renewal", rng.choice([25, 40, 60])))
        if rng.random() < 0.4:
            items.append(("TRF", "Transfer out - dry shipper hire", rng.choice([450, 600, 750])))
    return items


def invoice(d, rng, c):
    p, ref = c.p, c.ref
    cur, tax = CUR[c.country]
    what = _what(rng, c)
    letterhead(d, rng, c, lic=False)
    d.t(rng.choice(["TAX INVOICE", "INVOICE", "Storage Invoice", "STATEMENT / INVOICE"]) + "\n")
    if c.country == "AU":
        d.t("ABN %s %s %s %s\n" % (phi.digits(rng, 2), phi.digits(rng, 3), phi.digits(rng, 3), phi.digits(rng, 3)))
    d.w("Invoice no: ", (phi.invoice_no(rng), "ACCOUNT"), "\nAccount no: ", (phi.account(rng), "ACCOUNT"), "\n")
    d.w("Invoice date: ", D(rng, c, ref, rng.choice(["num", "abbr"])), "\nDue date: ", D(rng, c, phi.shift(ref, 30), "num"), "\n\n")
    d.t("Bill to:\n")
    _addr_head(d, rng, c)
    d.w("Patient: ", nm(rng, p, "PATIENT", rng.choice(["upper_lf", "full"])), "  DOB ", D(rng, c, p.dob, "num"), "  ID ", (c.cid, "MRN"), "\n")
    if c.country == "US" and rng.random() < 0.4:
        d.w("Guarantor SSN: ", (c.ssn, "SSN"), "\n")
    elif c.country == "AU" and rng.random() < 0.45:
        d.w("Concession: Health Care Card, Centrelink CRN ", (c.ssn, "SSN"), "\n")
    elif c.country == "IE" and rng.random() < 0.5:
        d.w("PPSN (for Med 1 tax relief receipt): ", (c.ssn, "SSN"), "\n")
    ps = phi.shift(ref, rng.randint(-10, 20))
    pe = phi.shift(ps, 364)
    d.w("Storage period: ", D(rng, c, ps, "num"), " - ", D(rng, c, pe, "num"), "\n\n")
    d.t("Code     Description                                   Amount (%s)\n" % cur)
    tot = 0
    for code, desc, amt in _lines(rng, c, what):
        d.t("%-8s %-45s %8.2f\n" % (code, desc, amt))
        tot += amt
    d.t("%-54s %8.2f\n" % ("Subtotal", tot))
    if tax:
        d.t("%-54s %8.2f\n" % (tax, 0))
    d.t("%-54s %8.2f\n\n" % ("TOTAL DUE", tot))
    if c.country == "US" or rng.random() < 0.3:
        d.w("Insurance: ", (c.insurer, "ORGANIZATION"), "  Member ID ", (c.hp, "HEALTHPLAN"))
        if rng.random() < 0.6:
            d.w("  Group ", (phi.group_no(rng), "HEALTHPLAN"))
        d.w("\nClaim: ", (phi.ref_no(rng, "CLM"), "IDNUM"), " - ", rng.choice(["denied (storage not a covered benefit)", "pending", "paid 50%", "pre-auth required"]), "\n")
        if c.country == "US" and rng.random() < 0.5:
            d.w("Diagnosis codes: ", rng.choice(cl.ICD), ", Z31.84   Rendering provider NPI ", ("1" + phi.digits(rng, 9), "LICENSE"), "\n")
    d.t("\nHow to pay:\n")
    if c.country == "UK":
        d.w("  BACS: sort code %s-%s-%s, account " % (phi.digits(rng, 2), phi.digits(rng, 2), phi.digits(rng, 2)), (phi.digits(rng, 8), "ACCOUNT"), " - quote your invoice number\n")
    elif c.country == "AU":
        d.w("  EFT: BSB %s-%s, acct " % (phi.digits(rng, 3), phi.digits(rng, 3)), (phi.digits(rng, 9), "ACCOUNT"), "\n")
    elif c.country == "IE":
        d.w("  IBAN: ", ("IE%s EXMP %s %s %s %s" % (phi.digits(rng, 2), phi.digits(rng, 4), phi.digits(rng, 4), phi.digits(rng, 4), phi.digits(rng, 2)), "ACCOUNT"), "\n")
    d.w("  Online: ", (phi.url(rng, "/pay"), "URL"), "\n  Phone (card payments): ", (phi.phone(rng, c.country, mobile=False, ext=True), "PHONE"), "\n")
    if rng.random() < 0.4:
        d.w("\nPrevious payment received ", D(rng, c, phi.shift(ref, -rng.randint(330, 400)), "num"), " by card ending ", (phi.digits(rng, 4), "ACCOUNT"), " - thank you.\n")
    d.t("\nStorage cannot be continued without valid consent; payment of this invoice does not extend consent.\n")
    d.w("Queries: ", staff_nm(rng, c.st["admin"], rng.choice(["full", "first"])), ", ", c.st["admin"].job, " - ", (c.clinic_email, "EMAIL"), "\n")


def ledger(d, rng, c):
    p, ref = c.p, c.ref
    cur, tax = CUR[c.country]
    d.w(rng.choice(["Patient ledger - storage account", "ACCOUNT STATEMENT", "Billing history (export)"]), "\n")
    d.w("Acct ", (phi.account(rng), "ACCOUNT"), " | ", nm(rng, p, "PATIENT", "upper_lf"), " | DOB ", D(rng, c, p.dob, "num"), " | ", (c.mrn, "MRN"), "\n")
    if rng.random() < 0.5:
        d.w("Guarantor: self\n")
    else:
        d.w("Guarantor: ", nm(rng, rng.choice([c.mother, c.partner]), "FAMILY", "full"), "\n")
    d.w("Site: ", (c.clinic, "HOSPITAL"), "   Printed: ", D(rng, c, ref, "iso"), " by ", (phi.username(rng, c.st["admin"].first, c.st["admin"].last), "USERNAME"), "\n\n")
    d.t("Date         Ref            Description                         Debit    Credit\n")
    dt = phi.shift(ref, -365 * rng.randint(2, 5))
    bal = 0
    for i in range(rng.randint(4, 8)):
        amt = rng.choice([350, 395, 450, 40, 60, 120, 850])
        credit = rng.random() < 0.45 and bal > 0
        desc = rng.choice(["Receipt - card", "Receipt - EFT", "Insurer payment"]) if credit else rng.choice(["Annual storage", "Renewal admin fee", "Cryopreservation", "Late fee", "Test thaw"])
        d.w((phi.fmt_date(rng, dt, c.country, "num"), "DATE"), "   ", (phi.invoice_no(rng), "ACCOUNT"), " " * rng.randint(2, 5), "%-34s %7s  %7s\n" % (
            desc, "" if credit else "%.2f" % amt, "%.2f" % amt if credit else ""))
        bal = bal - amt if credit else bal + amt
        dt = phi.shift(dt, rng.randint(20, 200))
    d.t("\nBalance: %s %.2f %s\n" % (cur, bal, "(in credit)" if bal < 0 else ""))
    if bal > 300:
        d.w("Status: OVERDUE - reminder sent to ", (c.email, "EMAIL"), " on ", D(rng, c, phi.shift(ref, -rng.randint(5, 30)), "num"), "\n")
        d.t("Note: non-payment does not, by itself, end storage; consent status checked - valid.\n")


def storage_invoice(rng, d, c):
    rng.choice([invoice, invoice, ledger])(d, rng, c)
