"""Reusable fragments shared by the genres."""
import datetime as dt

import clinical as C
import pools
from doc import S, fmt_date, words


def base_ctx(c):
    rng, p = c.rng, c.pt
    return {
        "He": p.He, "he": p.he, "his": p.his, "His": p.His, "him": p.him,
        "pt": lambda: c.pt_name("short"),
        "ptf": lambda: c.pt_name("formal"),
        "ptany": lambda: c.pt_name(),
        "dur": lambda: rng.choice(C.DURATIONS),
        "vitals": lambda: C.vitals(rng),
        "labs": lambda: C.lab_panel(rng),
        "onset": lambda: c.date(c.days(-rng.randrange(10, 200))),
        "onset_month": lambda: S("DATE", fmt_date(c.days(-rng.randrange(20, 200)), rng.choice(["my", "my_short"]))),
        "year": lambda: S("DATE", str(c.ref.year - rng.randrange(2, 25))),
        "year_b": lambda: S("DATE", str(c.ref.year - rng.randrange(1, 3))),
        "relx": lambda: relx(c),
        "wn": lambda: pron(rng.choice(C.WN["plan"]), p),
        "wno": lambda: pron(rng.choice(C.WN["obs"]), p),
        "wns": lambda: pron(rng.choice(C.WN["social"]), p),
        "epo": lambda: rng.choice(C.EPONYMS),
        "law_mh": lambda: C.law(c, "mh"), "law_cap": lambda: C.law(c, "cap"), "law_cor": lambda: C.law(c, "cor"),
        "law_sga": lambda: C.law(c, "sga"), "law_sgc": lambda: C.law(c, "sgc"), "law_rec": lambda: C.law(c, "rec"),
        "law_work": lambda: C.law(c, "work"),
        "emerg": c.loc.emergency(),
        "rolex": lambda: rng.choice(ROLE_SENT),
        "score": lambda: rng.choice(C.SCORES),
        "role": lambda: rng.choice(C.ROLES),
        "time": lambda: rng.choice(C.TIMES),
        "rel_time": lambda: rng.choice(C.RELATIVE),
    }


ROLE_SENT = [
    "Discussed with the on-call registrar.", "The ward sister was informed.", "Seen jointly with the physiotherapist.",
    "The pharmacist has reconciled the medication.", "The district nurse will continue to visit.", "The GP has been updated.",
    "The night nurse reports a settled night.", "The consultant reviewed on the ward round.", "Referred to the dietitian.",
    "The occupational therapist has assessed the home.", "The care coordinator is aware.", "The duty social worker was contacted.",
    "The tissue viability nurse will review the wound.", "The SALT team advise a soft diet.", "The falls team will follow up.",
    "The crisis team will call tomorrow.", "The palliative care team are involved.", "The nurse in charge was informed.",
    "The out-of-hours GP was not contacted.", "The practice nurse will repeat the bloods.", "The receptionist booked a double appointment.",
    "The responsible clinician agreed.", "The health visitor is aware.", "The senior carer escalated this.", "The bed manager was informed.",
    "The continence nurse will review.", "The liaison psychiatry nurse reviewed.", "The safeguarding lead has been informed.",
]


def pron(s, p):
    return (s.replace("{He}", p.He).replace("{he}", p.he).replace("{His}", p.His).replace("{his}", p.his)
            .replace("{him}", p.him))


def relx(c, cap=True):
    relation, r = c.rel()
    rng = c.rng
    name = rng.choice([r.full(), r.first(), r.first(), r.t_sur()])
    poss = c.pt.His if cap else c.pt.his
    k = rng.randrange(3)
    if k == 0:
        return [poss + " " + relation + " ", name]
    if k == 1:
        return [poss + " " + relation + ", ", name]
    return [name, " (" + relation + ")"]


def rel_mention(c, relation=None, forms=None):
    """returns (relation, person, fragment naming them)"""
    relation, r = c.rel(relation)
    rng = c.rng
    forms = forms or ["full", "first", "t_sur", "full", "first"]
    f = rng.choice(forms)
    return relation, r, getattr(r, f)()


def addr_lines(c, a=None):
    a = a or c.addr
    loc = c.loc
    out = [S("STREET", a["street"]), "\n", S("CITY", a["town"])]
    if a.get("region"):
        if c.code in ("AU",):
            out += [" ", S("STATE", a["region"]), " ", S("ZIP", a["postcode"]), "\n"]
            return out
        if c.code == "CA":
            out += [" ", S("STATE", a["region"]), "\n", S("ZIP", a["postcode"]), "\n"]
            return out
        out += ["\n", S(loc.region_type(), a["region"])]
    if a.get("postcode"):
        out += ["\n", S("ZIP", a["postcode"])]
    out.append("\n")
    return out


def pmh_block(d, c, n=None, style="list"):
    rng = c.rng
    n = n or rng.randrange(2, 7)
    items = rng.sample(C.PROBLEMS, n)
    if style == "inline":
        parts = []
        for name, code in items:
            if rng.random() < 0.3:
                parts.append([name, " (", code, ", ", c.date(c.days(-rng.randrange(400, 9000)),
                                                              rng.choice(["y", "y", "my", "my_short"])), ")"])
            else:
                parts.append([name, " (", code, ")"])
        for i, p in enumerate(parts):
            if i:
                d.emit("; ")
            d.emit(p)
        d.emit("\n")
        return
    for i, (name, code) in enumerate(items):
        lead = "%d. " % (i + 1) if style == "list" else "- "
        d.emit(lead + name + " [" + code + "]")
        if rng.random() < 0.45:
            d.emit([" - diagnosed ", c.date(c.days(-rng.randrange(400, 9000)),
                                               rng.choice(["y", "y", "y", "my", "my_short", "my_num"]))])
        d.emit("\n")


def meds_block(d, c, n=None, style="list"):
    rng = c.rng
    n = n or rng.randrange(3, 9)
    items = rng.sample(C.MEDS, n)
    if style == "inline":
        d.emit("; ".join(items) + ".\n")
        return
    for m in items:
        d.emit(("- " if style == "list" else "  ") + m + "\n")


def signature(d, c, doc, role, licence=None, sign_form=None):
    d.emit(sign_form or c.doc_name(doc, "sign"))
    d.emit("\n" + role + "\n")
    if licence:
        d.emit(c.licence(licence))
        d.emit("\n")


def typist(d, c, doc, other=None):
    """AO/kp style reference; both are staff initials"""
    rng = c.rng
    other = other or c.staff(title="Ms", sex=rng.choice("MF"))
    k = rng.randrange(4)
    if k == 0:
        d.emit([doc.initials(), "/", other.initials(lower=True), "\n"])
    elif k == 1:
        d.emit(["Dictated by ", doc.initials(), ", typed by ", other.initials(lower=True), "\n"])
    elif k == 2:
        d.emit(["DD/", other.initials(lower=True), "\n"])
    else:
        d.emit(["Ref: ", doc.initials(), "/", other.initials(lower=True), "/", c.idnum(), "\n"])


def social(d, c, sentences=3):
    """A social history paragraph: relatives, profession, employer, country, church, vehicle."""
    rng, p = c.rng, c.pt
    pool = []
    rel, r = c.spouse()
    sp_rel = rel
    pool.append(lambda: d.t("{He} lives with {his} " + rel + " {r} in a " +
                            rng.choice(["terraced house", "bungalow", "ground-floor flat", "farmhouse", "semi-detached house"]) +
                            " in {town}. ", r=rng.choice([r.first(), r.full()]), town=S("CITY", c.addr["town"])))
    pool.append(lambda: d.t("{He} is a retired {prof} and worked at {emp} for " + words(rng.randrange(5, max(6, min(40, c.age - 17)))) + " years. ",
                            prof=c.prof(), emp=c.org()))
    pool.append(lambda: d.t("{He} works as a {prof} for {emp}. ", prof=c.prof(), emp=c.org()))
    pool.append(lambda: d.t("Born in {ctry}; moved here in {y}. ", ctry=c.country(),
                            y=S("DATE", str(c.dob.year + rng.randrange(16, 40)))))
    pool.append(lambda: d.t("{He} attends {ch} and the minister visits. ", ch=c.org(c.loc.church())))
    pool.append(lambda: d.t("{He} travelled to {ctry} in {m} to visit family. ", ctry=c.country(),
                            m=S("DATE", fmt_date(c.days(-rng.randrange(30, 300)), rng.choice(["my", "my_short"])))))
    pool.append(lambda: d.t("{He} had a fall at home over {hol} but did not seek help. ", hol=c.holiday()))
    if c.age > 70:
        pool.append(lambda: d.t("{His} " + sp_rel + " is {a} and " + rng.choice(["frail", "still drives", "has dementia", "is well"]) + ". ",
                                a=S("AGE", str(c.rel_age(sp_rel)))))
    rel2, r2 = c.child()
    pool.append(lambda: d.t("{His} " + rel2 + " {r2} lives nearby and visits most days. ", r2=rng.choice([r2.full(), r2.first()])))
    pool.append(lambda: d.t("Next of kin is {his} " + rel2 + ", {r2} (tel. {ph}). ", r2=r2.full(), ph=c.phone("mobile")))
    pool.append(lambda: d.t("Ex-smoker (stopped " + rng.choice(["20 years ago", "in the 1990s", "last year"]) +
                            "), alcohol " + str(rng.randrange(0, 30)) + " units/week. "))
    pool.append(lambda: d.t("Carers from {ag} visit " + rng.choice(["twice", "three times", "four times"]) + " daily. ",
                            ag=c.org(rng.choice(pools.AGENCIES))))
    pool.append(lambda: d.t("{His} " + rng.choice(["mother", "father"]) + " died at {a} of " +
                            rng.choice(["a stroke", "bowel cancer", "heart failure", "dementia"]) + ". ",
                            a=S("AGE", str(rng.randrange(48, 101)))))
    rng.shuffle(pool)
    for f in pool[:sentences]:
        f()
    d.emit("\n")


def dear(c, doc):
    rng = c.rng
    k = rng.randrange(6)
    if k == 0:
        return ["Dear ", doc.title + " ", doc.sur(), ","]
    if k == 1:
        return ["Dear ", doc.title + ". ", doc.sur(), ","]
    if k == 2:
        return ["Dear ", doc.first(), ","]
    if k == 3:
        return ["Dear Colleague,"]
    if k == 4:
        return ["Dear ", doc.title + " ", doc.sur(), " and colleagues,"]
    return ["Dear ", doc.t_full()[0], doc.full(), ","]


def practice_head(d, c, with_url=None):
    rng = c.rng
    d.emit([S("HOSPITAL", c.practice), "\n"])
    d.emit(addr_lines(c, c.practice_addr))
    d.emit(["Tel: ", c.phone("land")])
    if rng.random() < 0.7:
        d.emit(["   Fax: ", c.fax()])
    d.emit("\n")
    if rng.random() < 0.6:
        d.emit(["Email: ", c.org_email(c.practice), "\n"])
    if with_url or (with_url is None and rng.random() < 0.35):
        d.emit(["Web: ", c.url(c.practice), "\n"])
    d.emit("\n")


def pt_ids(d, c, sep="\n", extra=True):
    rng = c.rng
    d.emit(c.hid_frag())
    if extra and rng.random() < 0.5:
        d.emit([sep, rng.choice(["Hosp No: ", "Hospital No. ", "Unit No: ", "RTX: "]), S("MRN", c.hosp_no)])
    if extra and c.code in ("AU", "CA", "IE", "NZ") and rng.random() < 0.55:
        d.emit([sep, c.insurance()])
    if extra and rng.random() < 0.12:
        d.emit([sep, c.nat_id()])
    d.emit(sep)
