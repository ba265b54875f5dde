"""Shared note furniture: demographics headers, letterheads, sign-offs,
electronic audit trails."""
import phi


ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]


def age_words(a):
    if a < 20:
        return ONES[a]
    return TENS[a // 10] + ("-" + ONES[a % 10] if a % 10 else "")


def age_piece(rng, age, sex):
    """Returns a list of pieces for an age mention (number-only span)."""
    a = str(age)
    k = rng.randint(0, 9)
    if k == 9:
        return rng.choice([["aged ", (age_words(age), "AGE")], [(age_words(age).capitalize(), "AGE"), "-year-old"]])
    sx = sex
    if k == 0:
        return [(a, "AGE"), "-year-old"]
    if k == 1:
        return [(a, "AGE"), " yo"]
    if k == 2:
        return [(a, "AGE"), sx]
    if k == 3:
        return [(a, "AGE"), " y/o"]
    if k == 4:
        return ["aged ", (a, "AGE")]
    if k == 5:
        return [(a, "AGE"), "yo"]
    if k == 6:
        return [(a, "AGE"), " ", sx]
    if k == 7:
        return [(a, "AGE"), " yrs"]
    return [(a, "AGE"), " year old"]


def ssn_label(country):
    return {"US": "SSN", "UK": "NI No.", "CA": "SIN", "AU": "Centrelink CRN"}[country]


def demo_header(n, ctx, style=None):
    """Patient identification block. Several layouts."""
    rng, c = ctx.rng, ctx.country
    style = style if style is not None else rng.randint(0, 4)
    if style == 0:
        n.f("Patient: {nm}    {ml} {mrn}\nDOB: {dob} ({age}{sx})    {hl} {hp}\n",
            nm=ctx.P(rng.choice(["LAST_first", "Last_first", "CAPS"])), ml=ctx.mrn_label(), mrn=(ctx.mrn, "MRN"),
            dob=ctx.dob_p(), age=(str(ctx.age), "AGE"), sx=ctx.sex, hl=ctx.hp_label(), hp=(ctx.hp, "HEALTHPLAN"))
        n.t("Address: ", ctx.addr_pieces(), "\n")
    elif style == 1:
        n.t("Name".ljust(14), ": ", ctx.P(rng.choice(["first_LAST", "full", "fml"])), "\n")
        n.t("DOB".ljust(14), ": ", ctx.dob_p(), "   Age: ", (str(ctx.age), "AGE"), "   Sex: ", ctx.sex, "\n")
        n.t(ctx.mrn_label().rstrip(":").ljust(14), ": ", (ctx.mrn, "MRN"), "\n")
        n.t(ctx.hp_label().rstrip(":").ljust(14), ": ", (ctx.hp, "HEALTHPLAN"), "\n")
        if rng.random() < 0.6:
            n.t("Phone".ljust(14), ": ", (ctx.pt_phone, "PHONE"), "\n")
        if rng.random() < 0.3:
            n.t(ssn_label(ctx.country).ljust(14), ": ", (ctx.ssn, "SSN"), "\n")
    elif style == 2:
        n.t(ctx.P("LAST_first"), " | ", ctx.dob_p(), " | ", (str(ctx.age), "AGE"), " ", ctx.sex, " | ",
            ctx.mrn_label(), " ", (ctx.mrn, "MRN"), "\n")
    elif style == 3:
        n.t("RE: ", ctx.P(rng.choice(["title_full", "first_LAST", "full"])), ", DOB ", ctx.dob_p(), "\n")
        n.t("    ", ctx.addr_pieces(), "\n")
        n.t("    ", ctx.hp_label(), " ", (ctx.hp, "HEALTHPLAN"), "   ", ctx.mrn_label(), " ", (ctx.mrn, "MRN"), "\n")
    else:
        n.t("PT: ", ctx.P(rng.choice(["CAPS", "LAST_first"])), "  ", ctx.sex, "/", (str(ctx.age), "AGE"),
            "  DOB ", ctx.dob_p(), "  ", ctx.mrn_label(), " ", (ctx.mrn, "MRN"))
        if rng.random() < 0.6:
            n.t("  ", ctx.acct_label(), " ", (ctx.acct, "ACCOUNT"))
        n.t("\n")


def letterhead(n, ctx, dept="Department of Hepatology"):
    rng = ctx.rng
    n.t((ctx.hosp, "HOSPITAL"), "\n", dept, "\n")
    if rng.random() < 0.7:
        n.t(ctx.hosp_addr(multiline=rng.random() < 0.5), "\n")
    n.t(rng.choice(["Tel: ", "Tel ", "Phone: ", "T: "]), (ctx.hosp_phone, "PHONE"))
    if rng.random() < 0.75:
        n.t(rng.choice(["   Fax: ", "  |  Fax ", "   F: "]), (ctx.hosp_fax, "FAX"))
    n.t("\n")
    if rng.random() < 0.5:
        n.t(rng.choice(["Email: ", "E: ", "Secretaries: "]), (phi.dept_email(rng, ctx.stem), "EMAIL"), "\n")
    if rng.random() < 0.25:
        n.t("Web: ", (phi.url(rng, ctx.stem), "URL"), "\n")
    n.t("\n")


def signoff(n, ctx, who, role, lic=True, roleclass="doctor"):
    rng = ctx.rng
    n.t(rng.choice(["Yours sincerely,\n\n\n", "Kind regards,\n\n", "Yours sincerely\n\n", "With best wishes,\n\n"]))
    n.t(ctx.D(who, rng.choice(["Dr_full", "Dr_F_last", "full_cred", "full"])), "\n", role, "\n")
    if lic and rng.random() < 0.5:
        lab, val = phi.license_for(rng, ctx.country, roleclass)
        n.t(lab, " ", (val, "LICENSE"), "\n")


def esign(n, ctx, who, when, roleclass="doctor"):
    """Electronic signature line with username and timestamp."""
    rng = ctx.rng
    k = rng.randint(0, 3)
    uname = phi.username(rng, who.first, who.last)
    if k == 0:
        n.t("Electronically signed by ", ctx.D(who, "full"), " (", (uname, "USERNAME"), ") on ", ctx.d(when),
            " at ", phi.time_of_day(rng), "\n")
    elif k == 1:
        n.t("Signed: ", ctx.D(who, rng.choice(["Dr_F_last", "last_cred_caps"])), "  ", ctx.d(when), " ",
            phi.time_of_day(rng), "  [user: ", (uname, "USERNAME"), "]\n")
    elif k == 2:
        n.t("Authorised ", ctx.d(when), " ", phi.time_of_day(rng), " by ", (uname, "USERNAME"), "\n")
    else:
        n.t("-- ", ctx.D(who, "full_cred"), " / ", ctx.d(when, alt=True), "\n")
    if rng.random() < 0.35:
        lab, val = phi.license_for(rng, ctx.country, roleclass)
        n.t(lab, " ", (val, "LICENSE"), "\n")


def audit(n, ctx, when):
    rng = ctx.rng
    who = rng.choice([ctx.sec, ctx.cns, ctx.reg])
    n.t(rng.choice(["Audit: ", "Log: ", "Record history: "]), "created ", ctx.d(when), " ",
        phi.time_of_day(rng), " by ", (phi.username(rng, who.first, who.last), "USERNAME"),
        " from ", (phi.ip(rng), "IPADDR"))
    if rng.random() < 0.4:
        n.t("; printed by ", (phi.username(rng, ctx.sec.first, ctx.sec.last), "USERNAME"))
    n.t("\n")


def cc_block(n, ctx):
    rng = ctx.rng
    n.t("\ncc: ")
    n.t(ctx.D(ctx.gp, rng.choice(["Dr_full", "Dr_F_last"])), ", ", (ctx.gp_practice, "HOSPITAL"))
    if rng.random() < 0.6:
        n.t(", ", ctx.gp_addr())
    n.t("\n    ", rng.choice(["Patient", "The patient", "Pt (copy)"]), "\n")
    if rng.random() < 0.4:
        n.t("    ", ctx.D(ctx.cns, rng.choice(["full_cred", "full"])), ", Hepatology CNS\n")


def ref_line(n, ctx, author):
    """typist reference e.g. AO/jl"""
    rng = ctx.rng
    a = (author.first[0] + author.last[0]).upper()
    s = (ctx.sec.first[0] + ctx.sec.last[0])
    s = s.lower() if rng.random() < 0.6 else s.upper()
    if rng.random() < 0.8:
        n.t(rng.choice(["Our ref: ", "Ref: ", "Ref "]), (a, "DOCTOR"), "/", (s, "DOCTOR"))
        if rng.random() < 0.5:
            n.t("/", rng.choice(["hep", "HEP", "LIV", "cl"]))
    else:
        n.t(rng.choice(["DD/", "dict/"]), (s, "DOCTOR"), "   Job no. ", (phi.digits(rng, 6), "IDNUM"))
    n.t("\n")


def gp_line(n, ctx):
    rng = ctx.rng
    n.t(rng.choice(["GP: ", "Family physician: ", "PCP: ", "Referring GP: "]),
        ctx.D(ctx.gp, rng.choice(["Dr_full", "Dr_F_last", "Dr_last"])), ", ", (ctx.gp_practice, "HOSPITAL"))
    if rng.random() < 0.5:
        n.t(", ", rng.choice(["Tel ", "ph "]), (ctx.gp_phone, "PHONE"))
    n.t("\n")


def nok_line(n, ctx, i=0):
    rng = ctx.rng
    n.t(rng.choice(["NOK: ", "Next of kin: ", "Emergency contact: ", "Contact: "]), ctx.F(i, rng.choice(["full", "full", "title_last"])),
        " (", ctx.rel(i), ") ", (phi.phone(rng, ctx.country), "PHONE"), "\n")
