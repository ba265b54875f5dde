"""Shared pieces for dev179_en genres: headers, names, ages, sign-offs, footers.

Helpers return lists of plain strings and (value, TYPE) tuples, emitted in
order by NB.emit, so offsets are recorded during assembly.
"""
import datetime

import pools as PL


def D(g, c, d, style=None):
    return (g.fdate(d, style, c["country"]), "DATE")


def day(c, n):
    return c["adm"] + datetime.timedelta(days=n)


def tm(g):
    return "%02d%02d" % (g.ri(0, 23), g.pick([0, 5, 10, 12, 15, 20, 22, 30, 35, 40, 45, 48, 50, 55]))


def tmc(g):
    return "%02d:%02d" % (g.ri(0, 23), g.ri(0, 59))


def pt_name(g, c, style=None):
    """Patient name value only."""
    return (g.pname(c["pt"], style), "PATIENT")


def pt_ref(g, c):
    """A mid-text reference to the patient: 'Mr. [Smith]', 'pt', '[John]'."""
    k = g.r.randrange(6)
    if k <= 1:
        return [g.title(c["pt"]), (c["pt"].last, "PATIENT")]
    if k == 2:
        return [(c["pt"].first, "PATIENT")]
    if k == 3:
        return ["pt"]
    if k == 4:
        return ["the patient"]
    return [(g.pname(c["pt"], "initials"), "PATIENT")]


def staff(g, st, style=None):
    p = st.p
    cred = st.cred
    if style is None:
        if st.role in ("attending", "fellow", "resident", "surgeon", "pcp") and cred in ("MD", "DO") or "MD" in cred:
            style = g.pick(["dr_last", "dr_full", "full_cred", "init_cred", "dr_last", "last_first_cred"])
        else:
            style = g.pick(["full_cred", "full_cred", "init_cred", "first_only", "full"])
    if style == "dr_last":
        return [g.pick(["Dr. ", "Dr ", "Dr. "]), (p.last, "DOCTOR")]
    if style == "dr_full":
        return [g.pick(["Dr. ", "Dr "]), (p.first + " " + p.last, "DOCTOR")]
    if style == "full_cred":
        return [(p.first + " " + p.last, "DOCTOR")] + ([", " + cred] if cred else [])
    if style == "init_cred":
        return [(p.first[0] + ". " + p.last, "DOCTOR")] + ([" " + cred] if cred else [])
    if style == "last_first_cred":
        return [(p.last + ", " + p.first, "DOCTOR")] + ([" " + cred.split(",")[0]] if cred else [])
    if style == "first_only":
        return [(p.first, "DOCTOR")]
    if style == "last":
        return [(p.last, "DOCTOR")]
    if style == "full":
        return [(p.first + " " + p.last, "DOCTOR")]
    if style == "initials":
        return [(p.first[0] + p.last[0], "DOCTOR")]
    if style == "lower_initials":
        return [((p.first[0] + p.last[0]).lower(), "DOCTOR")]
    if style == "user":
        return [(g.username(p), "USERNAME")]
    raise ValueError(style)


def age_phrase(g, c, form=None):
    a = g.fage(c["age"])
    sx = c["sex"]
    if form is None:
        form = g.r.randrange(9)
    if form == 0:
        return [(a, "AGE"), " yo " + ("M" if sx == "M" else "F")]
    if form == 1:
        return [(a, "AGE"), "-year-old " + ("man" if sx == "M" else "woman")]
    if form == 2:
        return [(a, "AGE"), "M" if sx == "M" else "F"]
    if form == 3:
        return [(a, "AGE"), " y/o " + ("male" if sx == "M" else "female")]
    if form == 4:
        return [(a, "AGE"), "yo " + ("m" if sx == "M" else "f")]
    if form == 5:
        return [(a, "AGE"), " year old " + ("gentleman" if sx == "M" else "lady")]
    if form == 6:
        return [(a, "AGE"), " " + sx]
    if form == 7:
        return [(a, "AGE"), "-yr-old " + ("M" if sx == "M" else "F")]
    return ["aged ", (g.fage(c["age"]) if c["age"] >= 20 else str(c["age"]), "AGE"), " " + ("male" if sx == "M" else "female")]


def address(g, c, sep=", "):
    out = [(c["street"], "STREET"), sep, (c["city"], "CITY"), ", "]
    st = c["st"] if g.chance(0.8) else c["st_name"]
    out += [(st, "STATE"), g.pick(["  ", " ", " "]), (c["zip"], "ZIP")]
    if g.chance(0.2):
        out += [", ", ("USA" if c["country"] == "US" else "Canada", "COUNTRY")]
    return out


def pt_header(g, c, style=None):
    """Header block identifying the patient. Returns list."""
    if style is None:
        style = g.r.randrange(6)
    cc = c["country"]
    if style == 0:
        return ["Patient: ", pt_name(g, c, "LAST_FIRST"), "    MRN: ", (c["mrn"], "MRN"), "    DOB: ",
                D(g, c, c["dob"], "mdY" if cc == "US" else "iso"), " (", (str(c["age"]), "AGE"), " y)    ",
                g.pick(["Acct#: ", "FIN: ", "Enc: ", "CSN: "]), (c["acct"], "ACCOUNT"), "\n"]
    if style == 1:
        return ["Name: ", pt_name(g, c, "full"), " | MRN ", (c["mrn"], "MRN"), " | DOB ",
                D(g, c, c["dob"]), " | Age ", (str(c["age"]), "AGE"), " | Sex ", c["sex"], "\n"]
    if style == 2:
        return ["PT: ", pt_name(g, c, "last_first"), "  #", (c["mrn"], "MRN"), "  ",
                (str(c["age"]), "AGE"), c["sex"], "  Rm ", (c["room"], "LOCATION_OTHER"), "\n"]
    if style == 3:
        return [pt_name(g, c, "LAST_FIRST_MI"), "\nMRN ", (c["mrn"], "MRN"), " / Visit ", (c["acct"], "ACCOUNT"),
                "\nDOB ", D(g, c, c["dob"], "dmony"), "  Age ", (str(c["age"]), "AGE"), "\n",
                "Location: ", c["icu"], " Bed ", (c["bed"], "LOCATION_OTHER"), "\n"]
    if style == 4:
        hc = "Health card #: " if cc == "CA" else "Member ID: "
        return ["Patient Name: ", pt_name(g, c, "full_mi"), "\nHospital #: ", (c["mrn"], "MRN"),
                "\n", hc, (c["hp"], "HEALTHPLAN"), "\nDate of Birth: ", D(g, c, c["dob"], "mdy_long"), "\n"]
    return ["[", pt_name(g, c, "LAST_FIRST"), "] [", (c["mrn"], "MRN"), "] [", (str(c["age"]), "AGE"), " ",
            c["sex"], "] [", (c["hosp_short"], "HOSPITAL"), " ", c["icu"], " ", (c["bed"], "LOCATION_OTHER"), "]\n"]


def facility_line(g, c):
    k = g.r.randrange(4)
    if k == 0:
        return [(c["hosp"], "HOSPITAL"), " - ", g.pick(["Critical Care Medicine", "Department of Critical Care",
                                                         "Intensive Care Unit", "Adult Critical Care"]), "\n"]
    if k == 1:
        return [(c["hosp"].upper(), "HOSPITAL"), "\n", (c["hosp_city"], "CITY"), ", ", (c["hosp_st"], "STATE"), "\n"]
    if k == 2:
        return [(c["hosp"], "HOSPITAL"), " | ", c["icu"], " | ", (c["ward"], "HOSPITAL"), "\n"]
    return [(c["hosp_short"], "HOSPITAL"), " ", c["icu"], "\n"]


def signoff(g, c, st, d=None, style=None):
    if d is None:
        d = c["today"]
    if style is None:
        style = g.r.randrange(7)
    if style == 0:
        return ["\nElectronically signed by ", *staff(g, st, "full_cred"), " on ", D(g, c, d, "mdY"), " at ", tmc(g), "\n"]
    if style == 1:
        return ["\n-- ", *staff(g, st, "init_cred"), ", Critical Care\n", "Pager ", (g.pager(), "PHONE"), "\n"]
    if style == 2:
        return ["\n", *staff(g, st, "full_cred"), "\n", D(g, c, d), " ", tm(g), "\n"]
    if style == 3:
        return ["\nSigned: ", *staff(g, st), " ", D(g, c, d, "iso"), " ", tmc(g), "\n"]
    if style == 4:
        return ["\nDictated by: ", *staff(g, st, "full_cred"), "\nDD: ", D(g, c, d, "mdy"), "  DT: ",
                D(g, c, d + datetime.timedelta(days=g.ri(0, 1)), "mdy"), "\nJob #: ", (g.digits(7), "IDNUM"), " / ",
                (g.pname(c["staff"]["scribe"].p, "lower_initials"), "DOCTOR"), "\n"]
    if style == 5:
        return ["\n", *staff(g, st), " (", (g.username(st.p), "USERNAME"), ") ", D(g, c, d, "mdY"), " ", tm(g), "\n"]
    return ["\nAuthenticated: ", *staff(g, st, "last_first_cred"), " | NPI " if c["country"] == "US" else " | CPSO/CPSBC #",
            (g.npi() if c["country"] == "US" else g.med_license("CA"), "LICENSE"), " | ", D(g, c, d), "\n"]


def audit_footer(g, c, st=None):
    if st is None:
        st = c["staff"][g.pick(["rn_day", "res", "clerk", "charge"])]
    k = g.r.randrange(3)
    if k == 0:
        return ["\n[Printed by ", (g.username(st.p), "USERNAME"), " @ ", (g.ip(), "IPADDR"), " on ",
                D(g, c, c["today"], "mdY"), " ", tmc(g), "]\n"]
    if k == 1:
        return ["\nLast modified: ", (g.username(st.p), "USERNAME"), " ", D(g, c, c["today"], "iso"), "T", tmc(g),
                " ws ", (g.ip(), "IPADDR"), "\n"]
    return ["\n** CONFIDENTIAL ** rpt generated for ", (g.username(st.p), "USERNAME"), " - ", D(g, c, c["today"]), "\n"]


def fam_ref(g, f, style=None):
    """Relative reference: "his wife [Ana]" style, returns list."""
    if style is None:
        style = g.r.randrange(5)
    p = f["p"]
    if style == 0:
        return [f["rel"] + " ", (p.first, "FAMILY")]
    if style == 1:
        return [f["rel"] + " ", (p.first + " " + p.last, "FAMILY")]
    if style == 2:
        return [(p.first + " " + p.last, "FAMILY"), " (" + f["rel"] + ")"]
    if style == 3:
        return [(p.first, "FAMILY"), " (" + f["rel"] + ")"]
    return [f["rel"] + " (", (p.first + " " + p.last, "FAMILY"), ")"]


def fam_contact(g, c, f):
    out = [f["rel"].capitalize() + ": ", (g.pname(f["p"], g.pick(["full", "last_first", "full"])), "FAMILY")]
    if f["age"] and g.chance(0.3):
        out += [" (", (str(f["age"]), "AGE"), ")"]
    out += [g.pick([" - ", " ph ", "  cell ", " @ "]), (f["phone"], "PHONE")]
    return out


def occupation(g, c):
    k = g.r.randrange(5)
    if k == 0:
        return ["Works as " + art(c["prof"]) + " ", (c["prof"], "PROFESSION"), " at ", (c["employer"], "ORGANIZATION"), ". "]
    if k == 1:
        return ["Retired ", (c["prof"], "PROFESSION"), ". "]
    if k == 2:
        return ["Employed by ", (c["employer"], "ORGANIZATION"), " (", (c["prof"], "PROFESSION"), "). "]
    if k == 3:
        return ["Occ: ", (c["prof"], "PROFESSION"), ". "]
    return ["Former ", (c["prof"], "PROFESSION"), ", on disability. "]


def hosp_addr(g, c):
    return [(g.street(c["country"], unit=False), "STREET"), ", ", (c["hosp_city"], "CITY"), ", ",
            (c["hosp_st"], "STATE"), " ", (g.zipcode(c["place"], c["country"]), "ZIP")]


def country_name(c):
    return "USA" if c["country"] == "US" else "Canada"


def ems_org(g):
    return g.pick(PL.EMS)


def trange(g):
    """Two ordered times of day, e.g. ('1410', '1535')."""
    a = g.ri(0, 22 * 60)
    b2 = a + g.ri(20, 110)
    return "%02d%02d" % (a // 60, a % 60), "%02d%02d" % (min(b2, 1439) // 60, min(b2, 1439) % 60)


def art(word):
    return "an" if word[:1].lower() in "aeiou" else "a"
