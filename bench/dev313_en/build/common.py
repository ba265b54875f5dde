"""Shared blocks: patient banners, letterheads, signatures, audit footers,
and clinical phrases (hard negatives) used by the genre modules."""

import datetime as dt

import pools as PL
from core import P, pick, chance, seq

MRN_LABEL = {"UK": ["Hospital No", "Hosp no.", "MRN", "Unit No"],
             "IE": ["MRN", "Chart No.", "Hospital No."],
             "AU": ["URN", "UR No.", "MRN"],
             "NZ": ["Hospital no.", "MRN", "Patient ID"],
             "CA": ["MRN", "Chart #", "MRN#"]}

ROLES = {"bmw": "Bereavement Midwife", "cons": "Consultant Obstetrician",
         "neo": "Consultant Neonatologist", "chap": "Hospital Chaplain",
         "sw": "Social Worker", "path": "Perinatal Pathologist",
         "reg": "Obstetric Registrar", "mw": "Midwife", "gp": "General Practitioner",
         "son": "Sonographer", "clerk": "Ward Clerk", "epu": "EPU Nurse Specialist",
         "lmc": "Lead Maternity Carer", "couns": "Perinatal Counsellor",
         "nnp": "Neonatal Nurse Practitioner", "int": "Interpreter",
         "psych": "Perinatal Psychologist", "sm": "Specialist Midwife"}


def death_age(cx):
    """Age of the baby at death: the number is AGE, the unit stays outside."""
    if cx.nnd_days == 0:
        h = cx.memo("nnd_hours", lambda: cx.r.randrange(1, 22))
        return [P(str(h), "AGE"), " hour" if h == 1 else " hours"]
    return [P(str(cx.nnd_days), "AGE"), " day" if cx.nnd_days == 1 else " days"]


def set_kind(cx, kind):
    """kind: sb stillbirth, nnd neonatal death, mc early miscarriage,
    lmc late miscarriage, topfa termination for fetal anomaly."""
    r = cx.r
    cx.kind = kind
    thr = 24 if cx.c in ("UK", "IE") else 20
    if kind == "sb":
        cx.gw = r.randrange(thr, 42) if chance(r, 0.6) else r.randrange(thr, 30)
    elif kind == "nnd":
        cx.gw = r.randrange(22, 42)
    elif kind == "mc":
        cx.gw = r.randrange(6, 13)
    elif kind == "lmc":
        cx.gw = r.randrange(14, thr)
    else:
        cx.gw = r.randrange(14, 24)
    cx.gd = r.randrange(0, 7)
    cx.death = cx.loss
    cx.nnd_days = 0
    if kind == "nnd":
        cx.nnd_days = pick(r, [0, 0, 1, 1, 2, 3, 4, 6, 9, 13, 21])
        cx.death = cx.loss + dt.timedelta(days=cx.nnd_days)
    cx.weight = weight_for(cx.gw, r)
    cx.cause = cause_for(kind, r)


def weight_for(gw, r):
    table = {6: 1, 8: 2, 10: 5, 12: 15, 14: 45, 16: 110, 18: 190, 20: 320,
             22: 460, 24: 620, 26: 820, 28: 1050, 30: 1350, 32: 1700,
             34: 2150, 36: 2600, 38: 3050, 40: 3400, 42: 3600}
    k = gw - (gw % 2)
    base = table.get(k, 3400)
    return max(1, int(base * (0.75 + r.random() * 0.45)))


CAUSES = {
    "sb": ["placental abruption", "true knot in the umbilical cord",
           "FGR with maternal vascular malperfusion of the placenta",
           "ascending infection with acute chorioamnionitis",
           "intrahepatic cholestasis of pregnancy (peak bile acids 118 umol/L)",
           "unexplained after full investigation", "vasa praevia",
           "pre-eclampsia with HELLP", "parvovirus B19 with hydrops fetalis",
           "trisomy 18 (Edwards syndrome)", "fetomaternal haemorrhage (Kleihauer positive)",
           "massive perivillous fibrin deposition", "cord prolapse",
           "diabetic pregnancy with macrosomia (HbA1c 61 mmol/mol at booking)"],
    "nnd": ["extreme prematurity with grade IV IVH", "HIE grade 3 after intrapartum hypoxia",
            "congenital diaphragmatic hernia with pulmonary hypoplasia",
            "hypoplastic left heart syndrome", "early-onset GBS sepsis",
            "bilateral renal agenesis (Potter sequence)", "NEC totalis",
            "trisomy 13 (Patau syndrome)", "TTTS, recipient twin",
            "spinal muscular atrophy type 0", "thanatophoric dysplasia"],
    "mc": ["missed miscarriage", "incomplete miscarriage", "complete miscarriage",
           "early fetal demise", "anembryonic pregnancy", "molar pregnancy (partial mole)"],
    "lmc": ["cervical insufficiency", "PPROM with chorioamnionitis",
            "second-trimester loss, cause not identified", "fibroid uterus",
            "placental abruption"],
    "topfa": ["anencephaly", "trisomy 18", "bilateral renal agenesis",
              "severe ventriculomegaly", "lethal skeletal dysplasia",
              "complex congenital heart disease"],
}


def cause_for(kind, r):
    return pick(r, CAUSES[kind])


def kind_phrase(cx):
    return {"sb": pick(cx.r, ["stillbirth", "intrauterine death", "IUFD", "stillbirth"]),
            "nnd": "neonatal death",
            "mc": pick(cx.r, ["miscarriage", "early pregnancy loss", "missed miscarriage"]),
            "lmc": pick(cx.r, ["late miscarriage", "second trimester loss"]),
            "topfa": "termination for fetal anomaly"}[cx.kind]


def gest(cx, style=None):
    r = cx.r
    st = style or pick(r, ["plus", "plus", "weeks", "slash", "wk"])
    if st == "plus":
        return "%d+%d" % (cx.gw, cx.gd)
    if st == "weeks":
        return "%d+%d weeks" % (cx.gw, cx.gd)
    if st == "slash":
        return "%d/40" % cx.gw
    return "%dw%dd" % (cx.gw, cx.gd)


def baby_nm(cx, form=None):
    """The baby: PATIENT by convention; 'Baby' stays outside the span."""
    r, b = cx.r, cx.baby
    if not cx.baby_named:
        f = form or pick(r, ["baby_of", "baby_last", "baby_of"])
        if f == "baby_of":
            return ["Baby of ", cx.mother.nm(pick(r, ["full", "last_first"]))]
        return [pick(r, ["Baby ", "baby "]), P(b.last, "PATIENT")]
    f = form or pick(r, ["first", "first", "full", "baby_first", "baby_last"])
    if f == "first":
        return P(b.first, "PATIENT")
    if f == "full":
        return P(b.full(), "PATIENT")
    if f == "baby_first":
        return [pick(r, ["baby ", "Baby "]), P(b.first, "PATIENT")]
    if f == "caps":
        return P(b.full().upper(), "PATIENT")
    return [pick(r, ["Baby ", "baby "]), P(b.last, "PATIENT")]


def mrn_line(cx, who="mother"):
    r = cx.r
    out = [pick(r, MRN_LABEL[cx.c]), pick(r, [": ", " ", ": "]), cx.mrn(who)]
    nat = cx.natid(who)
    if nat is not None and chance(r, 0.75):
        out += [pick(r, ["   ", " | ", "  "]), cx.natid_label(), pick(r, [": ", " "]), nat]
    return out


def banner(n, cx, style=None, addr=None, hp=None):
    r, m = cx.r, cx.mother
    st = style or pick(r, ["grid", "bar", "lines"])
    if addr is None:
        addr = chance(r, 0.55)
    if hp is None:
        hp = cx.c in ("AU", "CA", "IE") and chance(r, 0.6)
    if st == "grid":
        n.w("Name: {nm}    DOB: {dob} ({age})\n", nm=m.nm(pick(r, ["last_first", "last_first_mi", "f_caps"])),
            dob=cx.d(cx.dob), age=cx.age_p(style=pick(r, ["y", "yrs", "yo"])))
        n.add(mrn_line(cx), "\n")
    elif st == "bar":
        n.w("Patient: {nm} | {lab} {mrn} | DOB {dob} | Age {age}\n",
            nm=m.nm(pick(r, ["full", "f_caps", "full_mi"])), lab=pick(r, MRN_LABEL[cx.c]),
            mrn=cx.mrn(), dob=cx.d(cx.dob), age=P(str(cx.age), "AGE"))
    else:
        n.w("{lab}: {mrn}\nSurname: {last}\nForename(s): {first}\nDate of birth: {dob}\n",
            lab=pick(r, MRN_LABEL[cx.c]), mrn=cx.mrn(), last=P(m.last.upper(), "PATIENT"),
            first=P(m.first, "PATIENT"), dob=cx.d(cx.dob))
        nat = cx.natid()
        if nat is not None:
            n.w("{lab}: {v}\n", lab=cx.natid_label(), v=nat)
    if addr:
        n.add("Address: ", cx.home(), "\n")
    if hp:
        lab, v = cx.healthplan()
        n.add(lab, ": ", v, "\n")


def letterhead(n, cx, dept=None, fax=True, web=None):
    r = cx.r
    dept = dept or pick(r, ["Maternity Bereavement Service", "Women's and Children's Directorate",
                            "Department of Obstetrics and Gynaecology", "Perinatal Loss Service",
                            "Fetal Medicine and Bereavement Care"])
    hosp = P(cx.hospital, "HOSPITAL")
    n.add(hosp, "\n", dept, "\n")
    if chance(r, 0.4):
        n.add(P(pick(r, PL.BUILDINGS), "LOCATION_OTHER"), ", ")
    n.add(cx.addr(town=cx.hosp_town, sep=", "), "\n")
    n.add(pick(r, ["Tel: ", "Telephone: ", "Ph: "]), P(cx.phone("land"), "PHONE"))
    if fax:
        n.add(pick(r, ["   Fax: ", " | Fax ", "  F: "]), P(cx.phone("land"), "FAX"))
    n.add("\n")
    if chance(r, 0.7):
        n.add("Email: ", cx.email(team=pick(r, ["bereavement", "maternity.bereavement", "perinatal.loss", "womens.health"])))
        if web if web is not None else chance(r, 0.5):
            n.add("   Web: ", cx.url())
        n.add("\n")


def signature(n, cx, p, role=None, lic=None, contact=None, form=None):
    r = cx.r
    role = role or p.role or "Midwife"
    n.add(p.nm(form or pick(r, ["full_cred", "title_full", "full", "full_mi"])), "\n", role, "\n")
    if lic if lic is not None else chance(r, 0.6):
        lab, v = cx.license(p)
        n.add(lab, pick(r, [": ", " "]), v, "\n")
    if contact if contact is not None else chance(r, 0.6):
        x = r.random()
        if x < 0.35:
            n.add(pick(r, ["Bleep ", "bleep ", "Pager "]), P(cx.bleep(), "PHONE"))
        elif x < 0.7:
            n.add(pick(r, ["Mobile: ", "Mob ", "Direct line: "]), P(cx.phone(), "PHONE"))
        else:
            n.add(P(cx.phone_ext(), "PHONE"))
        if chance(r, 0.5):
            n.add(" | ", cx.email(p))
        n.add("\n")


def audit(n, cx, p, date, lead="\n"):
    r = cx.r
    n.add(lead)
    x = r.random()
    if x < 0.4:
        n.w("Electronically signed by {u} ({nm}) on {d} at {t}\n", u=cx.username(p),
            nm=p.nm(pick(r, ["full", "init_last"])), d=cx.d(date, "f"), t=cx.tm())
    elif x < 0.7:
        n.w("Entered by: {u}   Workstation: {ip}   {d} {t}\n", u=cx.username(p), ip=cx.ip(),
            d=cx.d(date, "f"), t=cx.tm())
    else:
        n.w("[Audit] user={u}; host={ip}; created {d} {t}; last modified by {u2}\n",
            u=cx.username(p), ip=cx.ip(), d=cx.d(date, "f"), t=cx.tm(),
            u2=cx.username(cx.staff("clerk", "Ward Clerk", kind="other")))


# ---- clinical hard-negative phrases (no PHI) ------------------------------
def obs(r):
    return "BP %d/%d, HR %d, T %.1f C, RR %d, SpO2 %d%% on air" % (
        r.randrange(98, 142), r.randrange(58, 92), r.randrange(62, 108),
        36.0 + r.randrange(0, 15) / 10, r.randrange(12, 20), r.randrange(95, 100))


def epds(r):
    s = r.randrange(3, 22)
    q10 = pick(r, ["Q10 scored 0", "Q10 scored 0", "Q10 scored 1 - explored, no active plan or intent"])
    return s, "EPDS %d/30 (%s)" % (s, q10)


def physical(r):
    parts = [pick(r, ["Lochia light, red-brown, no offensive odour.",
                      "Lochia moderate, no clots reported.", "Lochia settling, pink-brown."]),
             pick(r, ["Fundus well contracted, non-tender, 2 cm below umbilicus.",
                      "Uterus involuting, non-tender.", "Fundus not palpable abdominally."]),
             pick(r, ["Perineum healing well, sutures intact.", "Intact perineum.",
                      "LSCS wound clean and dry, Steri-Strips removed.",
                      "Perineum - 2nd degree tear, healing, mildly tender."]),
             pick(r, ["Breasts soft; cabergoline 1 mg given on day 1, minimal leaking.",
                      "Breasts engorged day 4 - supportive bra, cold compresses, paracetamol 1 g QDS PRN.",
                      "Chose to express and donate milk to the milk bank - Medela Symphony pump hire arranged.",
                      "Lactation suppressed; no signs of mastitis."])]
    if chance(r, 0.5):
        parts.append(pick(r, ["Calves soft, non-tender; continues enoxaparin 40 mg SC daily for 6 weeks.",
                              "Hb %d g/L on day 2; ferrous fumarate 210 mg BD commenced." % r.randrange(82, 121),
                              "Anti-D 1500 IU IM given (Rh negative, Kleihauer sent).",
                              "Urine dipstick NAD."]))
    return " ".join(parts)


MEDS = ["cabergoline 1 mg PO stat", "paracetamol 1 g QDS PRN", "ibuprofen 400 mg TDS with food",
        "enoxaparin 40 mg SC daily", "tinzaparin 4500 units SC daily", "ferrous fumarate 210 mg BD",
        "anti-D immunoglobulin 1500 IU IM", "folic acid 400 mcg daily", "folic acid 5 mg daily",
        "aspirin 150 mg nocte", "sertraline 50 mg mane", "lactulose 15 mL BD",
        "dihydrocodeine 30 mg QDS PRN", "vitamin D 10 micrograms daily",
        "mifepristone 200 mg PO", "misoprostol 400 micrograms PV", "metformin 500 mg BD"]

INVESTIGATIONS = ["Kleihauer", "FBC", "CRP", "U&E", "LFTs", "bile acids", "TFTs", "HbA1c",
                  "coagulation screen", "blood cultures", "maternal serology (CMV, toxoplasma, parvovirus B19)",
                  "lupus anticoagulant", "anticardiolipin antibodies", "anti-Ro/La",
                  "high vaginal swab", "MSU", "placental swabs", "QF-PCR and microarray",
                  "thrombophilia screen", "cord bloods", "TORCH screen", "HbA1c", "syphilis serology",
                  "urine toxicology (with consent)"]


def investigations(r, k=5):
    items = list(INVESTIGATIONS)
    r.shuffle(items)
    return ", ".join(items[:k])


def faith(r):
    return pick(r, ["Roman Catholic", "Church of Ireland", "Anglican", "Muslim", "Sikh",
                    "Hindu", "Jewish", "Baptist", "Pentecostal", "no religious affiliation",
                    "spiritual, not religious", "Buddhist", "Greek Orthodox", "Methodist",
                    "Latter-day Saints"])


FAITH_LEADER = {
    "Roman Catholic": (["Fr", "Father"], ["Holy Redeemer Catholic Parish", "St Fionnan's Church", "Eglise Saint-Odilon"]),
    "Church of Ireland": (["Rev", "Rev."], ["St Aldwyn's Parish Church", "Christ Church {T}"]),
    "Anglican": (["Rev", "Rev.", "Canon"], ["St Aldwyn's Parish Church", "All Souls {T}"]),
    "Muslim": (["Imam"], ["{T} Islamic Centre", "Masjid Al-Rahma {T}"]),
    "Sikh": (["Giani", "Bhai"], ["Gurdwara Sahib {T}"]),
    "Hindu": (["Pandit"], ["Shree Ganesh Mandir {T}", "{T} Hindu Temple"]),
    "Jewish": (["Rabbi"], ["Beth Shalom Congregation {T}"]),
    "Baptist": (["Pastor"], ["Ferncliff Baptist Church", "{T} Baptist Church"]),
    "Pentecostal": (["Pastor"], ["Mount Zion Pentecostal Fellowship", "{T} Revival Centre"]),
    "Buddhist": (["Venerable"], ["{T} Buddhist Centre"]),
    "Greek Orthodox": (["Fr"], ["Agia Eleni Orthodox Parish {T}"]),
    "Methodist": (["Rev"], ["Greyfriar Methodist Chapel", "{T} Uniting Church"]),
    "Latter-day Saints": (["Bishop"], ["{T} Latter-day Saints Chapel"]),
}


def faith_leader(cx, fa):
    """(title, P organisation) of the family's own faith community, or None."""
    if fa not in FAITH_LEADER:
        return None
    titles, orgs = FAITH_LEADER[fa]
    r = cx.r
    org = cx.memo("faithorg", lambda: pick(r, orgs).replace("{T}", cx.home_town))
    return pick(r, titles), P(org, "ORGANIZATION")


def sibling_list(cx):
    """Pieces naming the living children with ages (FAMILY + AGE)."""
    r = cx.r
    out = []
    for name, a in cx.siblings:
        out.append([P(name, "FAMILY"), pick(r, [" (", ", aged "]), P(str(a), "AGE"),
                    ")" if True else ""])
    fixed = []
    for it in out:
        # fix the closing bracket for the "aged" form
        if it[1] == ", aged ":
            it = it[:3]
        fixed.append(it)
    return seq(fixed) if fixed else None


def clinician_ref(cx, key, kind="mw", form=None):
    p = cx.staff(key, ROLES.get(key, "Midwife"), kind=kind)
    return p.nm(form or pick(cx.r, ["title_last", "full", "title_full", "full_cred", "init_last"]))


def sick_note(cx):
    return {"UK": "fit note", "IE": "medical certificate", "AU": "medical certificate",
            "NZ": "medical certificate", "CA": "medical note for employer"}[cx.c]


def family_word(cx):
    return cx.partner_word if cx.partner else "support person"
