"""Shared rendering helpers: letterheads, patient labels, signatures, footers."""
import case as C
import phi as H
from doc import P


def fmt_time(mins, f):
    h, m = divmod(mins % 1440, 60)
    if f == 0 or f == 2:
        return "%02d:%02d" % (h, m)
    if f == 1:
        return "%02d%02d" % (h, m)
    if f == 3:
        return "%02d.%02d" % (h, m)
    return "%d:%02d%s" % ((h % 12) or 12, m, "am" if h < 12 else "pm")


def tm(rng, lo=7, hi=22):
    if rng.random() < 0.1:
        lo, hi = 0, 24
    mins = rng.randrange(lo * 60, hi * 60)
    mins -= mins % rng.choice([1, 5, 5, 10, 15])
    return fmt_time(mins, rng.randrange(5))


class Clock(object):
    """Times of day that move forward within one note, in one consistent format."""

    def __init__(self, rng, lo=8, hi=18, f=None):
        self.rng = rng
        self.m = rng.randrange(lo * 60, hi * 60)
        self.m -= self.m % 5
        self.f = rng.randrange(4) if f is None else f

    def now(self):
        return fmt_time(self.m, self.f)

    def adv(self, a, b):
        self.m += self.rng.randrange(a, b + 1)
        return self.now()


def sref(rng, s, form=None):
    """Reference to a staff member (DOCTOR type); titles and credentials stay outside the span."""
    if s["is_dr"]:
        form = form or rng.choice(["dr_sur", "dr_sur", "dr_full", "full_cred", "init_sur_dr"])
    else:
        form = form or rng.choice(["full", "full_cred", "given", "given_role", "init_sur", "full"])
    g, su = s["given"], s["sur"]
    if form == "dr_sur":
        return [rng.choice(["Dr ", "Dr. ", "Dr "]), P(su, "DOCTOR")]
    if form == "dr_full":
        return [rng.choice(["Dr ", "Dr. "]), P(g + " " + su, "DOCTOR")]
    if form == "init_sur_dr":
        return ["Dr ", P(g[0] + ". " + su, "DOCTOR")]
    if form == "full_cred":
        return [P(g + " " + su, "DOCTOR"), rng.choice([", ", " ", " (", ", "]) + s["cred"] + ("" if True else "")]
    if form == "given_role":
        return [P(g, "DOCTOR"), " (" + s["cred"] + ")"]
    if form == "full":
        return [P(g + " " + su, "DOCTOR")]
    if form == "given":
        return [P(g, "DOCTOR")]
    if form == "init_sur":
        return [P(g[0] + ". " + su, "DOCTOR")]
    if form == "sur":
        return [P(su, "DOCTOR")]
    if form == "initials":
        return [P(H.initials(s, False), "DOCTOR")]
    if form == "sister":
        return ["Sr ", P(su, "DOCTOR")]
    raise ValueError(form)


def fix_paren(pieces):
    """Close a '(' opened by sref full_cred."""
    out = list(pieces)
    if isinstance(out[-1], str) and " (" in out[-1][:2]:
        out[-1] = out[-1] + ")"
    return out


def sname(rng, s, form=None):
    return fix_paren(sref(rng, s, form))


def staff_ph(rng, s, site):
    k = rng.randrange(4)
    if k == 0 and s["bleep"]:
        return [rng.choice(["bleep ", "Bleep: ", "pager "]), P(s["bleep"], "PHONE")]
    if k == 1:
        return ["Tel ", P(site["phone"], "PHONE")]
    if k == 2:
        return [rng.choice(["ext. ", "Ext "]), P(H.digits(rng, 4), "PHONE")]
    return [rng.choice(["mob ", "M: "]), P(H.phone(rng, site["country"], "mob"), "PHONE")]


def letterhead(doc, rng, site, full=True):
    st = rng.randrange(3)
    nm = site["name"].upper() if st == 0 else site["name"]
    doc.put([P(nm, "HOSPITAL"), "\n"])
    if full or rng.random() < 0.5:
        doc.put(C.site_addr(rng, site))
        doc.nl()
    bits = []
    if rng.random() < 0.85:
        bits.append([rng.choice(["Tel: ", "Ph ", "T: ", "Phone "]), P(site["phone"], "PHONE")])
    if rng.random() < 0.55:
        bits.append([rng.choice(["Fax: ", "F: ", "Fax "]), P(site["fax"], "FAX")])
    if rng.random() < 0.35:
        bits.append([rng.choice(["Email: ", "E: "]), P(rng.choice(["info@", "admin@", "reception@", "referrals@"]) + site["domain"], "EMAIL")])
    if rng.random() < 0.3:
        bits.append([rng.choice(["", "Web: "]), P(site["url"], "URL")])
    sep = rng.choice([" | ", "  ", " . ", "\n"])
    for i, b in enumerate(bits):
        if i:
            doc.lit(sep)
        doc.put(b)
    if bits:
        doc.nl()


def mrn_piece(rng, c, site=None, acute=False):
    v = c["acute_mrn"] if acute else c["mrn"]
    lab = rng.choice(["MRN: ", "MRN ", "Hosp No: ", "Chart no. ", "Unit No ", "MRN# ", "Hospice no. "])
    return [lab, P(v, "MRN")]


def nhi_piece(rng, c):
    return [rng.choice(["NHI: ", "NHI ", "NHI no. "]), P(c["nhi"], "MRN")]


def ids_line(rng, c, acute=False):
    out = []
    if c["country"] == "NZ":
        out += nhi_piece(rng, c)
        if rng.random() < 0.5:
            out += ["   "] + mrn_piece(rng, c, acute=acute)
    else:
        out += mrn_piece(rng, c, acute=acute)
        if rng.random() < 0.55:
            out += ["   " + c["natid_label"] + " ", P(c["natid"], "SSN")]
    return out


def dob_piece(rng, c, st=None):
    st = st or rng.choice(["dmy", "dmy", "dot", "d_mon_y", "dmy_s4", "long", "dash"])
    out = [P(H.fdate(c["pt"]["dob"], st), "DATE")]
    if rng.random() < 0.5:
        out += [rng.choice([" (", " ("]), P(str(c["pt"]["age"]), "AGE"), rng.choice(["y)", " yrs)", ")", "yo)"])]
    return out


def pt_block(doc, rng, c, acute=False, fields=("name", "dob", "ids", "addr", "gp", "nok")):
    pt = c["pt"]
    st = rng.randrange(3)
    if st == 0:
        doc.put(["Patient: ", H.nm(pt, "PATIENT", rng.choice(["caps", "full", "full_mid", "comma"]))])
        if "dob" in fields:
            doc.put(["    DOB: ", dob_piece(rng, c)])
        doc.nl()
        if "ids" in fields:
            doc.put(ids_line(rng, c, acute))
            doc.nl()
    elif st == 1:
        doc.lit("-" * rng.choice([28, 32, 40]) + "\n")
        doc.put([H.nm(pt, "PATIENT", "caps"), "  ", "M" if pt["sex"] == "M" else "F", "\n"])
        if "dob" in fields:
            doc.put(["DOB ", dob_piece(rng, c, "dmy"), "\n"])
        if "ids" in fields:
            doc.put(ids_line(rng, c, acute))
            doc.nl()
        doc.lit("-" * rng.choice([28, 32, 40]) + "\n")
    else:
        doc.put(["Name: ", H.nm(pt, "PATIENT", rng.choice(["title_full", "full", "caps"])), "\n"])
        if "dob" in fields:
            doc.put(["Date of birth: ", dob_piece(rng, c), "\n"])
        if "ids" in fields:
            doc.put(ids_line(rng, c, acute))
            doc.nl()
    if "addr" in fields and rng.random() < 0.8:
        doc.put([rng.choice(["Address: ", "Addr: ", "Home: "]), C.addr_line(rng, c["addr"]), "\n"])
        if rng.random() < 0.5:
            doc.put([rng.choice(["Tel: ", "Home ph: ", "Ph: "]), P(c["home_ph"], "PHONE")])
            if rng.random() < 0.5:
                doc.put([" / ", P(c["mob"], "PHONE")])
            doc.nl()
    if "gp" in fields and rng.random() < 0.75:
        gp = c["gp"]
        doc.put(["GP: ", sname(rng, gp, rng.choice(["dr_full", "dr_sur", "full_cred"])), ", ",
                 P(c["gp_site"]["name"], "HOSPITAL")])
        if rng.random() < 0.5:
            doc.put([", ", P(c["gp_site"]["town"], "CITY")])
        if rng.random() < 0.5:
            doc.put([" - ", P(c["gp_site"]["phone"], "PHONE")])
        doc.nl()
    if "nok" in fields and rng.random() < 0.75:
        n = c["nok"]
        doc.put(["NOK: ", C.fam_ref(rng, n, rng.choice(["full", "title_full", "full"])), " (" + n["rel"] + ") ",
                 P(n["phone"], "PHONE"), "\n"])
    if "plan" in fields and rng.random() < 0.6:
        doc.put([c["plan_label"] + ": ", P(c["plan"], "HEALTHPLAN"), "\n"])


def signature(doc, rng, s, c, d, site=None, t=None):
    site = site or c["hosp"]
    st = s["sig"]
    t = t or tm(rng)
    if st == 0:
        doc.put(["Signed: ", sname(rng, s, "dr_full" if s["is_dr"] else "full"), ", " + s["cred"]])
        if s["lic"]:
            doc.put([", " + s["lic_label"] + " ", P(s["lic"], "LICENSE")])
        doc.put(["\n", P(H.fdate(d, s["dstyle"]), "DATE"), " " + t + "\n"])
    elif st == 1:
        doc.put([P(s["given"] + " " + s["sur"], "DOCTOR"), "\n", s["cred"] + "\n"])
        doc.put(staff_ph(rng, s, site))
        doc.nl()
    elif st == 2:
        doc.put(["-- ", sname(rng, s, "dr_sur" if s["is_dr"] else "init_sur"), " ", s["cred"], " ",
                 P(H.fdate(d, s["dstyle"]), "DATE"), " @ " + t + "\n"])
    elif st == 3:
        doc.put(["Electronically signed by ", P(s["given"] + " " + s["sur"], "DOCTOR"), " (" + s["cred"] + ")"])
        doc.put([" on ", P(H.fdate(d, s["dstyle"]), "DATE"), " at " + t + "\n"])
        if s["lic"] and rng.random() < 0.6:
            doc.put([s["lic_label"] + ": ", P(s["lic"], "LICENSE"), "\n"])
    elif st == 4:
        doc.put([P(H.initials(s, False).lower() if rng.random() < 0.3 else H.initials(s, False), "DOCTOR"), " / ",
                 s["cred"], " / ", P(H.fdate(d, s["dstyle"]), "DATE"), "\n"])
    else:
        doc.put(["Name: ", P(s["given"] + " " + s["sur"], "DOCTOR"), "   Designation: " + s["cred"] + "\n"])
        if s["lic"]:
            doc.put([s["lic_label"] + " ", P(s["lic"], "LICENSE"), "   "])
        doc.put(["Date: ", P(H.fdate(d, s["dstyle"]), "DATE"), "   Time: " + t + "\n"])
        if rng.random() < 0.4:
            doc.put(["Contact: ", P(s["email"], "EMAIL"), "\n"])


def footer(doc, rng, c, s, d, p=0.35):
    if rng.random() >= p:
        return
    k = rng.randrange(5)
    if k == 0:
        doc.put(["\n[Printed by ", P(s["user"], "USERNAME"), " from ", P(H.ipaddr(rng), "IPADDR"), " on ",
                 P(H.fdate(d, "dmy"), "DATE"), " " + tm(rng) + "]\n"])
    elif k == 1:
        doc.put(["\nDocument created by user ", P(s["user"], "USERNAME"), " | ", P(H.fdate(d, "iso"), "DATE"),
                 " " + tm(rng) + " | Page 1 of " + str(rng.randrange(1, 4)) + "\n"])
    elif k == 2:
        doc.put(["\nAudit: last edited ", P(H.fdate(d, "d_mon_y"), "DATE"), " by ", P(s["user"], "USERNAME"),
                 " (workstation ", P(H.ipaddr(rng), "IPADDR"), ")\n"])
    elif k == 3:
        doc.put(["\nEntered by: ", P(s["user"], "USERNAME"), "   Episode: ", P(c["acct"], "ACCOUNT"), "\n"])
    else:
        doc.put(["\nThis document is confidential. ", P(c["hosp"]["name"], "HOSPITAL"), " | Ref ",
                 P(c["acct"], "ACCOUNT"), " | ", P(c["hosp"]["url"], "URL"), "\n"])


def fam_line(rng, f, with_phone=True):
    out = C.fam_ref(rng, f, rng.choice(["full", "given", "full"])) + [" (" + f["rel"] + ")"]
    if with_phone and rng.random() < 0.6:
        out += [" ", P(f["phone"], "PHONE")]
    return out


def fam_loc(rng, f):
    """Where a relative lives, as pieces (may be empty)."""
    if f["abroad"]:
        city, state, ctry = f["abroad"]
        k = rng.randrange(3)
        if k == 0:
            return [" in ", P(city, "CITY"), ", ", P(state, "STATE")]
        if k == 1:
            return [" in ", P(city, "CITY")]
        return [" in "] + C.country_piece(ctry)
    return []
