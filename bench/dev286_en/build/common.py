"""Shared building blocks used by several genre generators."""
import case as C
import phi_format as F
import pools_places as PP


def D(rng, c, d=None, style=None):
    return F.fmt_date(rng, d or c["enc"], c["country"], style)


def mrn_label(rng, c):
    k = c["country"]
    return rng.choice({"UK": ["Hosp No", "Hospital no.", "RTX", "Unit No", "MRN"],
                       "US": ["MRN", "MRN#", "Med Rec #", "MR"],
                       "AU": ["URN", "UR No", "MRN", "UR"],
                       "CA": ["MRN", "Chart #", "Chart No.", "MRN"],
                       "NZ": ["NHI", "NHI", "NHI no."]}[k])


def hp_label(rng, c):
    k = c["country"]
    return rng.choice({"UK": ["Policy no", "Insurer ref"],
                       "US": ["Medicaid ID", "Member ID", "Ins ID", "Subscriber #", "MCD#"],
                       "AU": ["Medicare No", "Medicare", "Medicare card", "Health fund memb"],
                       "CA": ["OHIP", "Health card #", "PHN", "HCN", "RAMQ"],
                       "NZ": ["Policy no.", "Insurance memb"]}[k])


def ssn_label(rng, c):
    return rng.choice({"UK": ["NI No", "NINO", "National Insurance no."], "US": ["SSN", "SS#", "Social Security #"],
                       "CA": ["SIN", "SIN #"], "AU": ["TFN"], "NZ": ["IRD no."]}[c["country"]])


def pt_ids(n, rng, c, sep="\n", allow_ssn=False):
    """Identifier lines for the patient."""
    if c["country"] == "UK" and rng.random() < 0.75:
        n.f("NHS No: {MRN:v}", v=c["nhs"]).t(sep)
        if rng.random() < 0.6:
            n.f(rng.choice(["Hosp No: {MRN:v}", "Unit no {MRN:v}", "MRN {MRN:v}"]), v=c["mrn"]).t(sep)
    else:
        n.f("{lab}: {MRN:v}", lab=mrn_label(rng, c), v=c["mrn"]).t(sep)
    if c["country"] != "UK" and rng.random() < 0.6:
        n.f("{lab}: {HEALTHPLAN:v}", lab=hp_label(rng, c), v=c["hp"]).t(sep)
    if allow_ssn and c["country"] in ("US", "CA", "UK") and rng.random() < 0.5:
        n.f("{lab}: {SSN:v}", lab=ssn_label(rng, c), v=c["ssn"]).t(sep)


def dob_line(n, rng, c, label=None):
    label = label or rng.choice(["DOB", "D.O.B.", "Date of birth", "DoB", "Birth date"])
    n.f("{lab}: {DATE:d}", lab=label, d=D(rng, c, c["dob"]))
    if rng.random() < 0.5:
        n.f(rng.choice([" ({AGE:a} y)", " ({AGE:a}yo)", "  Age: {AGE:a}", " - {AGE:a} yrs"]), a=str(c["age"]))


def age_sex(rng, c):
    a = str(c["age"])
    s = c["pt"].sex
    st = rng.randrange(5)
    if st == 0:
        return [(a, "AGE"), (" " + s, None)]
    if st == 1:
        return [(a, "AGE"), ("yo " + ("F" if s == "F" else "M"), None)]
    if st == 2:
        return [(a, "AGE"), ("-year-old " + ("woman" if s == "F" else "man") if c["age"] >= 18 else "-year-old " + ("girl" if s == "F" else "boy"), None)]
    if st == 3:
        return [(a, "AGE"), (" y/o " + ("female" if s == "F" else "male"), None)]
    return [(a, "AGE"), (s, None)]


def staff_name(rng, c, who, style=None, cred=None):
    p = c[who]
    return C.name(rng, p, "DOCTOR", style, cred)


def interp_name(rng, c, style=None, which="interp"):
    style = style or rng.choice(["full", "full", "first", "first_init", "last_first", "full_t"])
    if style == "full_t":
        style = "full"
    return C.name(rng, c[which], "DOCTOR", style)


def pt_name(rng, c, style=None):
    return C.name(rng, c["pt"], "PATIENT", style)


def fam_name(rng, c, style=None):
    return C.name(rng, c["fam"]["p"], "FAMILY", style or rng.choice(["full", "first", "first", "last_t"]))


def lic_line(n, rng, c, prefix=""):
    n.t(prefix)
    n.f("{body} {LICENSE:v}", body=c["lic_body"], v=c["lic"])


AGENCY_TAGS = {
    "UK": ["ISO 17100:2015 & ISO 18841:2018 certified", "Supporting compliance with the Equality Act 2010",
           "NRPSI/NRCPD registered linguists only", "Accessible Information Standard (DCB1605) compliant supplier"],
    "US": ["Supporting Title VI and Section 1557 compliance", "ISO 17100:2015 certified translation",
           "CCHI/NBCMI credentialed interpreters", "HIPAA-compliant platform (BAA available)"],
    "AU": ["NAATI-credentialed practitioners only", "ISO 17100:2015 certified", "Free for eligible GPs under the Free Interpreting Service"],
    "CA": ["Services en français et en anglais", "ISO 17100:2015 certified", "Compliant with AODA 2005 standards"],
    "NZ": ["NAATI / NZSTI credentialed", "ISO 18841:2018 aligned", "Pacific languages specialists"],
}


def holiday(rng, c):
    """Holiday as pieces; a leading article stays outside the DATE span."""
    h = rng.choice(F.HOLIDAYS[c["country"]] + F.HOLIDAYS_ANY[:3])
    if h.startswith("the "):
        return [("the ", None), (h[4:], "DATE")]
    return [(h, "DATE")]


def agency_block(n, rng, c, lines=None):
    lines = lines or rng.sample(["phone", "fax", "email", "url"], rng.randrange(2, 5))
    n.f("{ORGANIZATION:a}\n", a=c["agency"])
    if rng.random() < 0.4:
        n.seq(C.addr_pieces(rng, C.make_address(rng, c["country"]), c["country"], "line")).nl()
    for k in lines:
        if k == "phone":
            n.f("{lab} {PHONE:v}\n", lab=rng.choice(["T:", "Tel:", "Ph", "Phone:", "24/7 line:"]), v=c["ag_phone"])
        elif k == "fax":
            n.f("{lab} {FAX:v}\n", lab=rng.choice(["F:", "Fax:", "Fax"]), v=c["ag_fax"])
        elif k == "email":
            n.f("{lab} {EMAIL:v}\n", lab=rng.choice(["E:", "Email:", "e-mail"]), v=c["ag_email"])
        else:
            n.f("{lab}{URL:v}\n", lab=rng.choice(["W: ", "Web: ", "Online booking: ", ""]), v=c["ag_url"])
    if rng.random() < 0.5:
        n.t(rng.choice(AGENCY_TAGS[c["country"]]) + "\n")


def staff_sig(n, rng, c, who="doc", role=None, contacts=True):
    p = c[who]
    role = role or {"doc": "Consultant", "nurse": "Staff Nurse", "clerk": "Clinic Coordinator",
                    "coord": "Interpreting Services Coordinator"}.get(who, "")
    st = rng.randrange(4)
    if st == 0:
        n.seq(C.name(rng, p, "DOCTOR", "full")).f("\n{role}, {HOSPITAL:h}\n", role=role, h=c["hosp"])
    elif st == 1:
        cred = {"doc": c["doc_cred"], "nurse": c["nurse_cred"]}.get(who, rng.choice(["BA", "MA", "DPSI", "BSc"]))
        n.seq(C.name(rng, p, "DOCTOR", "full_cred", cred)).f("\n{role}\n", role=role)
    elif st == 2:
        n.t("-- ").seq(C.name(rng, p, "DOCTOR", "first")).nl()
        n.f("{role} | {HOSPITAL:h}\n", role=role, h=c["hosp"])
    else:
        n.seq(C.name(rng, p, "DOCTOR", "init_last")).f(" ({role})\n", role=role)
    if contacts:
        if rng.random() < 0.7:
            if rng.random() < 0.6:
                n.f("{lab} {PHONE:v}", lab=rng.choice(["Tel", "Ph:", "T", "Direct line:", "Office:"]), v=c["doc_phone"])
            else:
                n.f("{lab} {PHONE:v}", lab=rng.choice(["Ext", "ext.", "x", "Bleep", "Internal:"]), v=c["dept_ext"])
            n.nl()
        if rng.random() < 0.6:
            n.f("{EMAIL:v}\n", v=c["doc_email"] if who == "doc" else F.email(rng, p.first, p.last, c["hosp"]))


def venue(n, rng, c, with_addr=True):
    n.f("{HOSPITAL:h}", h=c["hosp"])
    if rng.random() < 0.5:
        n.f(", {LOCATION_OTHER:b}", b=c["building"])
    if rng.random() < 0.5:
        n.f(", {r}", r=c["room"])
    if with_addr:
        n.t("\n")
        n.seq(C.addr_pieces(rng, c["site_addr"], c["country"], "line"))


def pick_lang_word(c):
    return c["lang"]


def spelled(c, key):
    return C.pron(c["pt"])


def interp_mode(rng, c):
    if c["sign"]:
        return rng.choice(["on-site", "VRI", "face-to-face", "on-site (team of 2)"])
    return rng.choice(["face-to-face", "telephone", "video", "on-site", "OPI", "VRI"])


def maybe(rng, p):
    return rng.random() < p


def closing(rng):
    return rng.choice(["Thanks", "Many thanks", "Kind regards", "Regards", "Thank you", "Best wishes", "Cheers"])


def weekday_date(rng, c, d):
    return F.fmt_date(rng, d, c["country"], "wd_uk" if c["country"] in ("UK", "AU", "NZ") else "wd_us")


def credentials_of(c):
    return c["interp_cred"]


def time_range(rng, dur_min=60):
    h = rng.randrange(8, 16)
    m = rng.choice([0, 15, 30, 45])
    e = h * 60 + m + dur_min
    return "%02d:%02d" % (h, m), "%02d:%02d" % (e // 60, e % 60)


def rel_phrase(rng, c):
    return c["fam"]["rel"]


def prof_of(c):
    return c["prof"]


def social(n, rng, c):
    """Social history sentence; occupation of the patient, or of a parent for a child."""
    if c["age"] < 18:
        n.t("Attends ").f("{ORGANIZATION:s}", s=c["school"]).t(". Lives with ")
        n.f("{r} ", r=c["fam"]["rel"]).seq(fam_name(rng, c, rng.choice(["full", "first"])))
        n.t(" who works as a ").f("{PROFESSION:p}", p=c["fam"]["prof"])
        if rng.random() < 0.5:
            n.t(" at ").f("{ORGANIZATION:e}", e=c["employer"])
        n.t(". ")
        return
    n.t("Lives with ").f("{r} ", r=c["fam"]["rel"]).seq(fam_name(rng, c, "first")).t(" in ").f("{CITY:t}", t=c["addr"]["city"]).t(". ")
    st = rng.randrange(4)
    if st == 0:
        n.t("Works as a ").f("{PROFESSION:p}", p=c["prof"]).t(" at ").f("{ORGANIZATION:e}", e=c["employer"]).t(". ")
    elif st == 1:
        n.t("Was a ").f("{PROFESSION:p}", p=c["prof"]).t(" back home, currently not working. ")
    elif st == 2:
        n.t("Occupation: ").f("{PROFESSION:p}", p=c["prof"]).t(". ")
    else:
        n.t("Retired ").f("{PROFESSION:p}", p=c["prof"].replace("retired ", "")).t(". ")


def case_for(rng, country, sc, sign=None):
    """A case whose age, sex and language modality fit the clinical scenario."""
    if sc["sign_only"]:
        sign = True
    return C.make_case(rng, country, sign=sign, ages=(sc["amin"], sc["amax"]), sex=sc["sex"])


CUR = {"US": "$", "UK": "£", "AU": "A$", "CA": "C$", "NZ": "NZ$"}


def money(rng, c, amt):
    if "cur" not in c:
        cur = CUR[c["country"]]
        if cur != "£" and rng.random() < 0.5:
            cur = "$"
        c["cur"] = cur
    cur = c["cur"]
    return "%s%s" % (cur, "{:,.2f}".format(amt))


UNUSED = PP
