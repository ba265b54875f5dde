"""Shared fragments: template context, patient banners, signatures, cc blocks,
system footers.  Every PHI value enters as a (text, TYPE) tuple."""
import pools_places as PL


def nl(frags, sep="\n"):
    out = []
    for i, f in enumerate(frags):
        if i:
            out.append(sep)
        out.append(f)
    return out


CREDS = {
    "path": {"GB": "FRCPath", "IE": "FFPath RCPI", "AU": "FRCPA", "US": "MD", "CA": "MD, FRCPC"},
    "rad": {"GB": "FRCR", "IE": "FFR RCSI", "AU": "FRANZCR", "US": "MD", "CA": "MD, FRCPC"},
    "gp": {"GB": "MRCGP", "IE": "MICGP", "AU": "FRACGP", "US": "MD", "CA": "MD, CCFP"},
    "onc": {"GB": "FRCR", "IE": "FFR RCSI", "AU": "FRANZCR", "US": "MD", "CA": "MD, FRCPC"},
    "anaes": {"GB": "FRCA", "IE": "FCAI", "AU": "FANZCA", "US": "MD", "CA": "MD, FRCPC"},
    "gen": {"GB": "FRCP", "IE": "FRCPI", "AU": "FRACP", "US": "MD, FACMG", "CA": "MD, FCCMG"},
}


def base(w):
    r = w.rng
    for attr in sorted(CREDS):
        getattr(w, attr).cred = CREDS[attr][w.cc]
    c = dict(w.pron())
    c.update(
        pt=w.pt.full(), pt_t=w.pt.t_sur(), pt_tf=w.pt.t_full(), pt_caps=w.pt.caps(),
        pt_CAPS=w.pt.caps2(), pt_fn=w.pt.fn(), pt_init=w.pt.init(), pt_fml=w.pt.fml(),
        pt_sur=w.pt.sur(), title=w.pt.title,
        dob=w.date(w.dob), age=(str(w.age), "AGE"), today=w.date(w.today),
        mrn=w.mrn, mrn_l=w.mrn_label(), natid=w.natid, natid_l=w.natid_label(),
        plan=w.plan, plan_l=w.plan_label(), acct=w.account(),
        pt_addr=w.addr_block(w.addr), pt_addr_in=w.addr_inline(w.addr),
        pt_tel=w.pt_phone, pt_mob=w.pt_mob, pt_email=w.pt_email,
        hosp=(w.hosp, "HOSPITAL"), hosp2=(w.hosp2, "HOSPITAL"), centre=(w.centre, "HOSPITAL"),
        ward=(w.ward, "HOSPITAL"), building=(w.building, "LOCATION_OTHER"),
        hosp_addr=w.addr_block(w.hosp_addr), hosp_addr_in=w.addr_inline(w.hosp_addr),
        hosp_tel=w.hosp_phone, unit_tel=w.unit_phone, hosp_fax=w.hosp_fax,
        unit_email=w.unit_email, url=w.url,
        gp=w.gp.t_full(), gp_sur=w.gp.t_sur(), gp_name=w.gp.full(),
        practice=(w.practice, "HOSPITAL"), gp_addr=w.addr_block(w.gp_addr),
        gp_addr_in=w.addr_inline(w.gp_addr), gp_tel=w.gp_phone, gp_fax=w.gp_fax,
        cons=w.cons.t_full(), cons_sur=w.cons.t_sur(), cons_n=w.cons.full(),
        cons_i=w.cons.t_i_sur(), cons2=w.cons2.t_full(), cons2_sur=w.cons2.t_sur(),
        plas=w.plastic.t_full(), plas_sur=w.plastic.t_sur(),
        reg=w.reg.t_full(), reg_sur=w.reg.t_sur(), fellow=w.fellow.t_full(),
        rad=w.rad.t_full(), rad_sur=w.rad.t_sur(), path=w.path.t_full(),
        onc=w.onc.t_full(), onc_sur=w.onc.t_sur(), anaes=w.anaes.t_full(),
        gen=w.gen.t_full(),
        bcn=w.bcn.full(), bcn_fn=w.bcn.fn(), bcn2=w.bcn2.full(), sec=w.sec.full(),
        mdtc=w.mdtc.full(), fitter=w.fitter.full(), radiog=w.radiog.full(),
        typ_i=(w.typist.init()[0].lower(), "DOCTOR"),
        cons_i2=w.cons.init(),
        nok=w.nok.full(), nok_fn=w.nok.fn(), nok_rel=w.nok_rel, nok_tel=w.nok_phone,
        nok_prof=(w.nok_prof, "PROFESSION"),
        prof=(w.prof, "PROFESSION"), employer=(w.employer, "ORGANIZATION"),
        bleep=w.bleep(), ext=(w.ext(), "PHONE"),
    )
    return c


def id_line(w, c, sep="   ", with_age=False):
    """DOB / national id / MRN on one line."""
    out = ["DOB: ", c["dob"]]
    if with_age:
        out += [" (", c["age"], "y)"]
    if w.natid:
        out += [sep, c["natid_l"], ": ", c["natid"]]
    out += [sep, c["mrn_l"], ": ", c["mrn"]]
    if w.cc in ("AU", "CA", "US") and w.rng.random() < 0.5:
        out += [sep, c["plan_l"], ": ", c["plan"]]
    return out


def banner(w, c, kind=None):
    """Patient identification block in one of several house styles."""
    r = w.rng
    kind = kind if kind is not None else r.randrange(4)
    sx = "F" if w.sex == "F" else "M"
    if kind == 0:
        out = ["Patient: ", c["pt_caps"], "\n", "DOB: ", c["dob"], " (", c["age"], "y)"]
        if w.natid:
            out += ["   ", c["natid_l"], ": ", c["natid"]]
        out += ["\n", c["mrn_l"], ": ", c["mrn"], "\n", "Address: ", c["pt_addr_in"]]
        return out
    if kind == 1:
        out = ["Name: ", c["pt_tf"], "    Sex: ", sx, "\n"] + id_line(w, c)
        return out
    if kind == 2:
        out = [c["pt_CAPS"], "   ", sx, "   ", c["dob"], "   Age ", c["age"], "\n"]
        if w.natid:
            out += [c["natid_l"], " ", c["natid"], "   "]
        out += [c["mrn_l"], " ", c["mrn"], "\n", c["pt_addr_in"]]
        return out
    out = ["Re: ", c["pt_tf"], ", DOB ", c["dob"]]
    if w.natid:
        out += [", ", c["natid_l"], " ", c["natid"]]
    out += ["\n", c["mrn_l"], " ", c["mrn"], " | ", c["pt_addr_in"]]
    return out


def letterhead(w, c, dept=None):
    r = w.rng
    dept = dept or r.choice(["Department of Breast Surgery", "Breast Services",
                             "Breast Surgery Unit", "Breast & Oncoplastic Surgery"])
    out = [c["hosp"], "\n"]
    if r.random() < 0.5:
        out += [c["centre"], " - ", dept, "\n"]
    else:
        out += [dept, "\n"]
    out += [c["hosp_addr_in"], "\n", "Tel: ", c["unit_tel"], r.choice(["   ", " | "]),
            "Fax: ", c["hosp_fax"]]
    if r.random() < 0.6:
        out += ["\n", "Email: ", c["unit_email"]]
    return out


def signature(w, person, role, kind="doctor", lic_p=0.6, tel=None):
    r = w.rng
    out = [person.t_full() if person.title else person.full()]
    if person.cred:
        out.append(" " + person.cred if r.random() < 0.5 else ", " + person.cred)
    out += ["\n", role]
    if r.random() < lic_p:
        lab, val = w.license(kind)
        out += ["\n", lab, " ", val]
    if tel is not None:
        out += ["\n", "Tel: ", tel]
    return out


def cc_block(w, c, extra=None):
    r = w.rng
    out = ["cc: "]
    items = [[c["gp"], ", ", c["practice"], ", ", c["gp_addr_in"]]]
    if r.random() < 0.7:
        items.append([c["pt_tf"], ", ", c["pt_addr_in"]])
    if extra:
        items += extra
    return out + nl(items, "\n    ")


def dictated(w, c):
    r = w.rng
    k = r.randrange(3)
    if k == 0:
        return ["Dictated ", c["today"], " / typed ", w.date(w.days(r.randint(1, 6))),
                "   ", c["cons_i2"], "/", c["typ_i"]]
    if k == 1:
        return ["Dictated but not checked to avoid delay. DD/", c["typ_i"]]
    return ["D: ", c["today"], "  T: ", w.date(w.days(r.randint(0, 4))), "  ref ",
            c["cons_i2"], "/", c["typ_i"], "/", w.accession("other")]


def audit(w, c, who=None):
    r = w.rng
    who = who or w.sec
    k = r.randrange(3)
    if k == 0:
        return ["Printed by ", who.username(r), " on ", w.date(w.days(r.randint(0, 3))),
                " %02d:%02d" % (r.randint(7, 18), r.randrange(60)), " from ", w.ip()]
    if k == 1:
        return ["Last modified by user ", who.username(r), " (", who.full(), ") ",
                w.date(w.days(r.randint(0, 2))), " %02d:%02d" % (r.randint(7, 20), r.randrange(60))]
    return ["Electronically signed: ", who.username(r), " | workstation ", w.ip()]


def weekday(day):
    """Move a date forward to Monday if it falls at a weekend."""
    while day.weekday() >= 5:
        day = day.fromordinal(day.toordinal() + 1)
    return day


def pick_country(r, weights):
    tot = sum(x for _, x in weights)
    v = r.random() * tot
    for cc, x in weights:
        v -= x
        if v <= 0:
            return cc
    return weights[-1][0]


def holiday_country(r):
    return (r.choice(PL.HOLIDAY_COUNTRIES), "COUNTRY")


def birth_country(r):
    return (r.choice(PL.BIRTH_COUNTRIES), "COUNTRY")
