"""Shared blocks mixing clinical text with PHI segments."""
import datetime as dt

import phi
import clinical as CL
from case import name, doc_ref, Person
from nb import P


def smoking(rng, cs):
    k = rng.randint(0, 7)
    qy = cs.visit.year - rng.randint(1, 25)
    if k == 0:
        return ["ex-smoker, quit ", P(str(qy), "DATE"), ", %d pack-years" % rng.randint(15, 80)]
    if k == 1:
        return ["never smoked"]
    if k == 2:
        return ["current smoker, approx %d cigs/day - " % rng.choice([5, 10, 15, 20]),
                rng.choice(["pre-contemplative", "wants to cut down", "referred to stop smoking service"])]
    if k == 3:
        return ["stopped smoking ", P(phi.fmt_date(rng, dt.date(qy, rng.randint(1, 12), 1), cs.c, "my"), "DATE"),
                "; CO reading today %d ppm" % rng.randint(1, 4)]
    if k == 4:
        return ["vapes daily (nicotine 12 mg/ml) - advised not near oxygen"]
    if k == 5:
        return ["ex-smoker (quit after MI in ", P(str(qy), "DATE"), "); ", rng.choice(["husband", "son", "lodger", "wife"]),
                " still smokes ", rng.choice(["in the garden", "indoors", "on the balcony"])]
    if k == 6:
        return ["ex-smoker ", str(rng.randint(20, 60)), " PY, stopped ", str(rng.randint(2, 20)), " years ago"]
    return ["non-smoker; CO %d ppm (<6)" % rng.randint(0, 5)]


def social(rng, cs):
    out = []
    k = rng.randint(0, 5)
    if k == 0:
        out += ["Lives with ", cs.rel, " ", cs.fam_name(rng), " in a ",
                rng.choice(["two-storey house", "ground-floor flat", "bungalow", "third-floor flat (lift)",
                            "mobile home", "terraced house, bedroom upstairs"]), ". "]
    elif k == 1:
        out += ["Lives alone; ", cs.rel, " ", cs.fam_name(rng), " visits ", rng.choice(["daily", "twice a week", "most evenings"]), ". "]
    elif k == 2:
        out += ["Resident at ", P(cs.carehome, "HOSPITAL"), ", room ", P(str(rng.randint(1, 48)), "LOCATION_OTHER"), ". "]
    elif k == 3:
        out += ["Lives with ", cs.rel, " (", cs.fam_name(rng, "full"), ", works as a ", P(cs.fam_prof, "PROFESSION"), "). "]
    elif k == 4:
        out += ["Lives with ", cs.rel, ". Package of care ", rng.choice(["BD", "QDS", "TDS"]), ". "]
    else:
        out += ["Independent with ADLs, lives with ", cs.rel, " ", cs.fam_name(rng, "first"), ". "]
    j = rng.randint(0, 4)
    if j == 0:
        out += ["Retired ", P(cs.profession, "PROFESSION"), ". "]
    elif j == 1:
        out += ["Previously worked as a ", P(cs.profession, "PROFESSION"), " at ", P(cs.employer, "ORGANIZATION"), ". "]
    elif j == 2:
        out += ["Former ", P(cs.profession, "PROFESSION"), " (", str(rng.randint(10, 40)), " yrs), ",
                rng.choice(["dust exposure", "asbestos exposure", "fumes exposure", "no occupational exposure"]), ". "]
    elif j == 3:
        out += ["Still working part-time as a ", P(cs.profession, "PROFESSION"), ". "]
    return out


def pt_header(rng, cs, style=None):
    """Demographic header block, several layouts."""
    lab, hid, htyp = cs.hc_id(rng)
    style = style if style is not None else rng.randint(0, 4)
    if style == 0:
        return ["Patient: ", cs.pt_name(rng, rng.choice(["LF", "LFU", "full", "lf"])), "\n",
                "DOB: ", cs.dob_s(rng), " (", P(str(cs.age), "AGE"), "y)   ", lab, ": ", P(hid, htyp), "\n",
                "Hosp No: ", P(cs.mrn, "MRN"), "\n",
                "Address: ", cs.addr(rng), "\n",
                "Tel: ", P(cs.home_phone, "PHONE"),
                (["   Mob: ", P(cs.mobile, "PHONE")] if rng.random() < 0.5 else []), "\n",
                (national_id(rng, cs) if rng.random() < 0.5 else [])]
    if style == 1:
        return [cs.pt_name(rng, "LFU"), "   DOB ", cs.dob_s(rng), "   ", rng.choice(["MRN", "URN", "Unit No", "RN"]), " ",
                P(cs.mrn, "MRN"), "   ", lab, " ", P(hid, htyp), "\n"]
    if style == 2:
        return ["Name ............ ", cs.pt_name(rng, "full"), "\n",
                "D.O.B ........... ", cs.dob_s(rng), "\n",
                lab, " ...... ", P(hid, htyp), "\n",
                "Address ......... ", cs.addr(rng, with_region=False), "\n",
                "Phone ........... ", P(cs.mobile, "PHONE"), "\n"]
    if style == 3:
        return ["RE: ", cs.pt_name(rng, rng.choice(["tfull", "full"])), ", DOB ", cs.dob_s(rng), ", ", lab, " ",
                P(hid, htyp), "\n", cs.addr(rng, with_region=None), "\n"]
    return ["| Surname | ", P(cs.pt.last.upper(), "PATIENT"), " | Forename | ", P(cs.pt.first, "PATIENT"), " |\n",
            "| DOB | ", cs.dob_s(rng), " | Age | ", P(str(cs.age), "AGE"), " |\n",
            "| ", lab, " | ", P(hid, htyp), " | MRN | ", P(cs.mrn, "MRN"), " |\n"]


def sig(rng, cs, p, role, lic=None, phone_kind=None):
    """Sign-off block for a staff member."""
    out = []
    style = rng.choice(["full", "full", "fml", "init", "drfull"]) if p is cs.cons else rng.choice(["full", "full", "fml", "init"])
    out += [name(rng, p, "DOCTOR", style)]
    if p.cred:
        out += [", ", p.cred]
    out += ["\n", role, "\n"]
    if lic is None:
        lic = rng.random() < 0.4
    if lic:
        lab, val = phi.license_for(rng, cs.c)
        out += [lab, ": ", P(val, "LICENSE"), "\n"]
    if phone_kind == "bleep":
        out += [rng.choice(["Bleep ", "Pager ", "pg "]), P(phi.phone(rng, cs.c, "pager"), "PHONE"), "\n"]
    elif phone_kind:
        out += ["Tel ", P(cs.hosp_phone, "PHONE"), "\n"]
    return out


def audit(rng, cs, who=None, when=None):
    who = who or rng.choice([cs.nurse, cs.clerk, cs.nurse2])
    u = phi.username(rng, who.first, who.last)
    when = when or cs.visit
    k = rng.randint(0, 3)
    t = "%02d:%02d" % (rng.randint(7, 19), rng.randint(0, 59))
    if k == 0:
        return ["Entered by: ", P(u, "USERNAME"), " on ", cs.d(rng, when, "num"), " ", t, "\n"]
    if k == 1:
        return ["[audit] user=", P(u, "USERNAME"), " ws=", P(phi.ip_private(rng), "IPADDR"), " ts=", cs.d(rng, when, "iso"), "T", t, ":%02d\n" % rng.randint(0, 59)]
    if k == 2:
        return ["Last modified ", cs.d(rng, when, "short"), " ", t, " by ", name(rng, who, "DOCTOR", "full"), " (", P(u, "USERNAME"), ")\n"]
    return ["Electronically signed: ", name(rng, who, "DOCTOR", "LF"), " [", P(u, "USERNAME"), "] ", cs.d(rng, when), " ", t, "\n"]


def supplier_block(rng, cs, full=True):
    out = ["Supplier: ", P(cs.supplier, "ORGANIZATION"), "\n"]
    out += ["Tel: ", P(cs.sup_phone, "PHONE")]
    if full or rng.random() < 0.5:
        out += ["   Fax: ", P(cs.sup_fax, "FAX")]
    out += ["\n"]
    if full and rng.random() < 0.6:
        out += ["Email: ", P(phi.org_email(rng, cs.slug), "EMAIL"), "\n"]
    if full and rng.random() < 0.4:
        out += ["Web: ", P(phi.url(rng, cs.slug), "URL"), "\n"]
    return out


def gp_block(rng, cs, label=None):
    label = label or {"US": "PCP", "CA": "Family physician"}.get(cs.c, "GP")
    out = [label, ": ", doc_ref(rng, cs.gp), ", ", P(cs.practice, "HOSPITAL")]
    if rng.random() < 0.6:
        out += ["  Tel ", P(cs.gp_phone, "PHONE")]
    if rng.random() < 0.4:
        out += ["  Fax ", P(cs.gp_fax, "FAX")]
    out += ["\n"]
    return out


def bullets(lines, mark="- "):
    return "".join(mark + l + "\n" for l in lines)


def clock(rng, lo=8, hi=18):
    return "%02d:%02d" % (rng.randint(lo, hi), rng.choice([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]))


def later(d, n):
    return d + dt.timedelta(days=n)


def cc_line(rng, cs):
    out = ["cc: "]
    items = []
    items.append([rng.choice(["Patient", "Pt"])])
    items.append(doc_ref(rng, cs.gp) + [", ", P(cs.practice, "HOSPITAL")])
    if rng.random() < 0.6:
        items.append([P(cs.supplier, "ORGANIZATION")])
    if rng.random() < 0.3:
        items.append([rng.choice(["Community respiratory team", "District nurses", "Heart failure nurses"])])
    for i, it in enumerate(items):
        if i:
            out.append("; ")
        out += it
    out.append("\n")
    return out


def emerg(cs):
    return {"UK": "999", "IE": "112", "US": "911", "CA": "911", "AU": "000"}[cs.c]


def national_id(rng, cs):
    """Optional social-security style line (US SSN, CA SIN, IE PPSN)."""
    if cs.c == "US":
        return [rng.choice(["SSN: ", "SS#: ", "Soc Sec No: "]), P(cs.ssn, "SSN"), "\n"]
    if cs.c == "CA":
        return ["SIN: ", P(cs.sin, "SSN"), "\n"]
    if cs.c == "IE":
        return [rng.choice(["PPSN: ", "PPS No: "]), P(cs.ppsn, "SSN"), "\n"]
    return []
