"""Shared note blocks: patients, letterheads, headers, signatures, cc lists."""
import ids
import orgs
import pools_people as PP
import pools_places as PL


class Pt:
    pass


def mkpt(x, visit, amin=18, amax=95, sex=None, months=None):
    """Patient record; months=True makes an infant (age in weeks/months)."""
    p = Pt()
    p.person = x.person(sex)
    p.sex = p.person.sex
    if months is not None:
        days = months
        p.dob = x.shift(visit, -days, any_day=True)
        p.age = 0
        p.age_months = days // 30
        p.age_weeks = days // 7
    else:
        a = x.r.randint(amin, amax)
        p.dob = x.dob_for(visit, a)
        p.age = x.age_on(p.dob, visit)
    p.place = x.place()
    p.street = x.street()
    p.mrn = ids.mrn(x)
    p.nhs = ids.nhs(x) if x.c == "UK" else None
    p.phone = x.phone(p.place, mobile=x.p(0.5))
    p.email = x.email(p.person)
    p.acct = ids.account(x)
    return p


def ttime(x):
    return "%02d:%02d" % (x.r.randint(7, 18), x.ch([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 50, 55, 7, 42]))


def sexw(x, p):
    return {"F": x.ch(["F", "female", "Female"]), "M": x.ch(["M", "male", "Male"])}[p.sex]


def letterhead(x, s, country_line=False, web=True):
    x.add(("HOSPITAL", s["name"]), "\n", s["dept"], "\n")
    x.add(x.addr(s["place"], s["street"], sep=", "), "\n")
    if country_line:
        x.add(("COUNTRY", x.country_name()), "\n")
    x.add(x.ch(["Tel: ", "Tel ", "Phone: ", "T: "]), ("PHONE", s["phone"]))
    if x.p(0.75):
        x.add(x.ch(["  Fax: ", " | Fax ", "  F: "]), ("FAX", s["fax"]))
    x.add("\n")
    if web and x.p(0.7):
        x.add(x.ch(["Email: ", "E: ", ""]), ("EMAIL", s["email"]))
        if x.p(0.5):
            x.add(x.ch(["  Web: ", " | ", "  "]), ("URL", s["url"]))
        x.add("\n")
    x.add("\n")


def pt_ids(x, pt, sep="   "):
    """MRN (and NHS no. in the UK) pieces."""
    out = []
    lab = {"US": ["MRN: ", "MRN ", "Med Rec #: "], "UK": ["Hosp No: ", "Hospital No. ", "MRN: ", "Unit No: "],
           "CA": ["MRN: ", "Chart #: ", "MRN "], "AU": ["UR: ", "URN: ", "MRN: "],
           "IE": ["MRN: ", "Hospital No: ", "Chart No. "], "NZ": ["NHI: ", "NHI "]}[x.c]
    out += [x.ch(lab), ("MRN", pt.mrn)]
    if pt.nhs:
        out += [sep, x.ch(["NHS No: ", "NHS number: ", "NHS "]), ("MRN", pt.nhs)]
    return out


def age_piece(x, pt):
    if getattr(pt, "age_months", None) is not None and pt.age == 0:
        if pt.age_weeks < 10:
            return [("AGE", str(pt.age_weeks)), x.ch([" weeks", " wks", "/52"]) if x.p(0.7) else " weeks"]
        return [("AGE", str(pt.age_months)), x.ch([" months", " mo", "m"])]
    k = x.r.randint(0, 4)
    if k == 0:
        return [("AGE", str(pt.age)), " y"]
    if k == 1:
        return [("AGE", str(pt.age)), "yo"]
    if k == 2:
        return ["age ", ("AGE", str(pt.age))]
    if k == 3:
        return [("AGE", str(pt.age)), " yrs"]
    return [("AGE", str(pt.age)), "-year-old"]


def age_plain(x, pt):
    if getattr(pt, "age_months", None) is not None and pt.age == 0:
        return age_piece(x, pt)
    return [("AGE", str(pt.age)), x.ch(["", " y", " yrs", " years"])]


def pt_header(x, pt, visit, style=None):
    st = style if style is not None else x.r.randint(0, 4)
    P = pt.person
    if st == 0:
        x.add("Patient: ", ("PATIENT", P.LF()), "    DOB: ", ("DATE", x.d(pt.dob)), " (",
              age_piece(x, pt), ")    ", sexw(x, pt), "\n", pt_ids(x, pt), "\n")
    elif st == 1:
        x.add("Name: ", ("PATIENT", P.full()), "\nDate of birth: ", ("DATE", x.d(pt.dob)),
              "   Age: ", age_plain(x, pt), "\n", pt_ids(x, pt), "\nAddress: ",
              x.addr(pt.place, pt.street), "\n")
    elif st == 2:
        x.add("RE: ", ("PATIENT", P.full()), ", DOB ", ("DATE", x.d(pt.dob)), ", ",
              pt_ids(x, pt, ", "), "\n", x.addr(pt.place, pt.street), "\n")
    elif st == 3:
        x.add(("PATIENT", P.LF()), " | ", sexw(x, pt), " | ", age_piece(x, pt), " | ",
              pt_ids(x, pt, " | "), " | Seen ", ("DATE", x.d(visit)), "\n")
    else:
        x.add("PATIENT NAME: ", ("PATIENT", P.LF()), "\nD.O.B.: ", ("DATE", x.d(pt.dob)),
              "\n", pt_ids(x, pt, "\n"), "\nTel: ", ("PHONE", pt.phone), "\n")


def clin_name(x, cl, with_title=None):
    """pieces for a clinician mention in running text."""
    P = cl.p
    wt = with_title if with_title is not None else (cl.kind in ("ent", "gp", "paed", "avm", "radio") or x.p(0.1))
    k = x.r.randint(0, 2)
    if wt:
        return [x.drt() + " ", ("DOCTOR", x.ch([P.last, P.plain(), P.fl()]))]
    return [("DOCTOR", [P.plain(), P.first, P.plain()][k])]


def sig(x, cl, lic_p=0.6, contact=None, closing=None, esign_date=None):
    if closing:
        x.add(closing, "\n\n")
    if esign_date is not None:
        x.add("Electronically signed by ", ("DOCTOR", cl.p.full()),
              (", " + cl.cred) if cl.cred else "", " on ", ("DATE", x.d(esign_date)), " ", ttime(x), "\n")
    else:
        x.add(("DOCTOR", cl.p.full()), (", " + cl.cred) if cl.cred else "", "\n")
    x.add(cl.role, "\n")
    lic = orgs.lic_for(x, cl)
    if lic and x.p(lic_p):
        x.add(lic[0], " ", ("LICENSE", lic[1]), "\n")
    if contact == "ext":
        if x.p(0.5):
            x.add(x.ch(["Ext. ", "ext ", "Internal "]), ("PHONE", x.ext()), "\n")
        else:
            x.add(x.ch(["Direct line ", "Tel "]), ("PHONE", x.phone_ext()), "\n")
    elif contact == "email":
        x.add(("EMAIL", x.email(cl.p)), "\n")
    elif contact == "pager":
        x.add(x.ch(["Pager ", "Bleep ", "pgr "]), ("PHONE", x.pager()), "\n")


def dictation(x, cl, dd, dt):
    typist = x.person()
    x.add("\n", x.ch(["Dictated: ", "DD: ", "D: "]), ("DATE", x.d(dd)), "  ",
          x.ch(["Typed: ", "DT: ", "T: "]), ("DATE", x.d(dt)), "  ",
          ("DOCTOR", cl.p.init().replace(".", "")), "/",
          ("DOCTOR", typist.init().replace(".", "").lower()), "\n")


def gp_block(x, gp=None, gsite=None, label="cc: "):
    gp = gp or orgs.clin(x, "gp")
    gsite = gsite or {"name": orgs.hospital(x, "gp"), "place": x.place(), "street": x.street(0)}
    x.add(label, x.drt(), " ", ("DOCTOR", gp.p.plain()), ", ", ("HOSPITAL", gsite["name"]), ", ",
          x.addr(gsite["place"], gsite["street"]), "\n")
    return gp, gsite


def addressee(x, person, site, title=None, lines=True):
    t = title or x.drt()
    x.add(t, " ", ("DOCTOR", person.plain()), "\n", ("HOSPITAL", site["name"]), "\n")
    x.add(x.addr(site["place"], site["street"], lines=lines), "\n\n")


def employer_line(x):
    return orgs.employer(x)


def profession(x, pt=None, noisy=None):
    """pieces: '[welder]' or 'retired [teacher]' (the word retired stays outside)."""
    if pt is not None and pt.age >= 67:
        return ["retired ", ("PROFESSION", x.ch(PP.RETIRED))]
    return [("PROFESSION", x.job(noisy)[0])]


def family_member(x, pt, rel=None, same_last=None):
    rel = rel or x.ch(["wife", "husband", "daughter", "son", "partner", "mother", "father",
                       "sister", "brother", "carer", "neighbour", "friend", "granddaughter"])
    sex = {"wife": "F", "husband": "M", "daughter": "F", "son": "M", "mother": "F",
           "father": "M", "sister": "F", "brother": "M", "granddaughter": "F"}.get(rel)
    if same_last is None:
        same_last = rel in ("daughter", "son", "sister", "brother", "mother", "father") and x.p(0.6)
    fam = x.person(sex, last=pt.person.last if same_last else None, middle_p=0,
                   origin=pt.person.origin if x.p(0.8) else None)
    return rel, fam


def foreign_country(x):
    return x.ch(PL.COUNTRIES)
