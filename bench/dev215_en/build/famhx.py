"""Invented family histories and ways of writing them down."""
import clinical as C
import pools as P

CARDIAC_DX = ["hypertrophic cardiomyopathy", "sudden cardiac death",
              "dilated cardiomyopathy", "unexplained drowning",
              "pacemaker fitted", "long QT on ECG", "heart failure",
              "aortic dissection", "high cholesterol (TC 9.8)", "MI"]
PAEDS_DX = ["learning disability", "deafness from birth", "cystic fibrosis",
            "died in infancy (cause unknown)", "epilepsy", "sickle cell trait",
            "autism", "muscle weakness", "cleft palate", "stillbirth"]


MALE_ONLY = ["prostate cancer", "male breast cancer"]
FEMALE_ONLY = ["ovarian cancer", "endometrial cancer", "breast cancer", "DCIS",
               "bilateral breast cancer", "triple-negative breast cancer", "stillbirth"]
ADULT_DX = ["polycystic kidneys", "kidney failure (dialysis)", "liver cirrhosis",
            "brain aneurysm", "arthritis", "diabetes", "bowel perforation",
            "early-onset dementia", "iron overload", "stroke"]


def _dx_pool(area):
    if area == "cancer":
        return C.CANCERS
    if area == "cardiac":
        return CARDIAC_DX
    if area == "adult":
        return ADULT_DX + C.NON_CANCER[:6]
    return PAEDS_DX


def make_family(c, pt, pt_age, ref, area):
    """Return a list of relative dicts around the proband."""
    r = c.rng
    fam = []
    mum_last = r.choice(P.SURNAMES)
    moth_age = pt_age + r.randint(20, 38)
    fath_age = moth_age + r.randint(-3, 7)
    gen = "III"

    def rel(name, side, sex, age, last, ped, dx_p=0.35, alive_p=None):
        p = c.person(sex, last=last)
        if alive_p is None:
            alive_p = 0.95 if age < 60 else (0.7 if age < 80 else 0.25)
        alive = r.random() < alive_p and age <= 97
        would = age
        if not alive:
            lo = 45 if age > 60 else max(1, age - 25)
            age = r.randint(lo, min(age, 96))
        dxs = []
        if r.random() < dx_p:
            pool = [x for x in _dx_pool(area)
                    if not (sex == "F" and x in MALE_ONLY)
                    and not (sex == "M" and x in FEMALE_ONLY)]
            cond = r.choice(pool)
            lo = 25 if area == "cancer" else 1
            if age > lo:
                dxs.append((cond, r.randint(lo, max(lo, min(age, 85)))))
        prof = r.choice(P.PROFESSIONS) if r.random() < 0.22 else None
        ctry = r.choice(P.COUNTRIES) if r.random() < 0.1 else None
        fam.append({"rel": name, "side": side, "sex": sex, "p": p,
                    "alive": alive, "age": age, "dx": dxs, "prof": prof,
                    "ago": would - age,
                    "ctry": ctry, "ped": ped})

    rel("mother", "maternal", "F", moth_age, pt["last"] if r.random() < 0.6 else mum_last,
        "II-%d" % r.randint(2, 5), dx_p=0.55)
    rel("father", "paternal", "M", fath_age, pt["last"], "II-1", dx_p=0.35)
    for _ in range(r.randint(0, 3)):
        sx = r.choice("FM")
        rel(r.choice(["sister"] if sx == "F" else ["brother"]), "sib", sx,
            max(1, pt_age + r.randint(-9, 9)), pt["last"],
            "%s-%d" % (gen, r.randint(1, 9)), dx_p=0.2, alive_p=0.96)
    if pt_age > 24:
        for _ in range(r.randint(0, 3)):
            sx = r.choice("FM")
            ca = pt_age - r.randint(19, 36)
            if ca >= 1:
                rel("daughter" if sx == "F" else "son", "child", sx, ca,
                    r.choice([pt["last"], r.choice(P.SURNAMES)]),
                    "IV-%d" % r.randint(1, 6), dx_p=0.08, alive_p=0.99)
    for side, last in (("maternal", mum_last), ("paternal", pt["last"])):
        base = moth_age if side == "maternal" else fath_age
        for _ in range(r.randint(0, 2)):
            sx = r.choice("FM")
            rel(("aunt" if sx == "F" else "uncle"), side, sx,
                max(30, base + r.randint(-8, 8)),
                last if sx == "M" or r.random() < 0.5 else r.choice(P.SURNAMES),
                "II-%d" % r.randint(3, 9), dx_p=0.4)
        if r.random() < 0.7:
            sx = r.choice("FM")
            rel(("grandmother" if sx == "F" else "grandfather"), side, sx,
                base + r.randint(20, 34), last, "I-%d" % r.randint(1, 4),
                dx_p=0.45, alive_p=0.15)
    if r.random() < 0.35:
        sx = r.choice("FM")
        rel("cousin", r.choice(["maternal", "paternal"]), sx,
            max(18, pt_age + r.randint(-12, 12)), r.choice(P.SURNAMES),
            "III-%d" % r.randint(5, 14), dx_p=0.5, alive_p=0.9)
    return fam


def rel_label(f):
    if f["side"] in ("maternal", "paternal") and f["rel"] not in ("mother", "father"):
        return f["side"] + " " + f["rel"]
    return f["rel"]


def put_name(d, c, f, style=None):
    r = c.rng
    style = style or r.choice(["f", "f", "fl", "fl", "fi", "nick"])
    from fmt import fname
    d.p("FAMILY", fname(f["p"], style))


def dx_year(ref, f, age_dx):
    return ref.year - f["ago"] - (f["age"] - age_dx)


def write_prose(d, c, f, ref, ptpron="Her"):
    """One sentence about a relative, spans recorded as appended."""
    r = c.rng
    lab = rel_label(f)
    k = r.randint(0, 3)
    if k == 0:
        d.t(ptpron + " " + lab + ", ")
        put_name(d, c, f)
        d.t(" (" + f["ped"] + "), ")
    elif k == 1:
        d.t(lab[0].upper() + lab[1:] + " ")
        put_name(d, c, f)
        d.t(" ")
    elif k == 2:
        d.t(lab[0].upper() + lab[1:] + " (" + f["ped"] + ")")
        d.t(" ")
    else:
        d.t(lab[0].upper() + lab[1:] + ", ")
        put_name(d, c, f, "fl")
        d.t(", ")
    if f["alive"]:
        d.t(r.choice(["is ", "is now ", "aged ", "currently "]))
        if r.random() < 0.5:
            d.p("AGE", str(f["age"]))
        else:
            d.p("AGE", str(f["age"]))
            d.t(r.choice([" years", " yrs", ""]))
    else:
        d.t(r.choice(["died aged ", "died at ", "deceased at ", "d. "]))
        d.p("AGE", str(f["age"]))
        if r.random() < 0.3:
            d.t(" in ")
            d.p("DATE", str(ref.year - f["ago"]))
    for cond, a in f["dx"]:
        d.t(r.choice(["; ", ", ", " - "]))
        if r.random() < 0.5:
            d.t(cond + " diagnosed at ")
            d.p("AGE", str(a))
        else:
            d.t(cond + " at age ")
            d.p("AGE", str(a))
            y = dx_year(ref, f, a)
            if y and r.random() < 0.5:
                d.t(" (")
                d.p("DATE", str(y))
                d.t(")")
    if not f["dx"]:
        d.t(r.choice(["; no cancers", ", well", "; unaffected",
                      ", no relevant history", "; no symptoms reported"]))
    if f["prof"]:
        d.t(r.choice([". Works as a ", ". Occupation: ", ". Former ", ". Was a "]))
        d.p("PROFESSION", f["prof"])
    if f["ctry"]:
        d.t(r.choice([". Born in ", ". Originally from ", ". Lives in "]))
        d.p("COUNTRY", f["ctry"])
    d.t(".")


def write_row(d, c, f, ref, sep=" | "):
    """Pipe-table row: relation | name | age | status | diagnoses | occupation."""
    r = c.rng
    d.t(rel_label(f).capitalize() + sep)
    put_name(d, c, f, r.choice(["fl", "f", "fl"]))
    d.t(sep)
    d.p("AGE", str(f["age"]))
    d.t(sep + ("alive" if f["alive"] else "deceased") + sep)
    if f["dx"]:
        for i, (cond, a) in enumerate(f["dx"]):
            if i:
                d.t("; ")
            d.t(cond + " @ ")
            d.p("AGE", str(a))
    else:
        d.t("-")
    d.t(sep)
    if f["prof"]:
        d.p("PROFESSION", f["prof"])
    else:
        d.t("-")
    d.t("\n")


def write_short(d, c, f):
    """Terse clinic shorthand, e.g. 'Mat aunt (Rosa) BrCa 44, d.52'."""
    r = c.rng
    abbr = {"maternal": "Mat", "paternal": "Pat"}
    lab = rel_label(f)
    if f["side"] in abbr and f["rel"] not in ("mother", "father"):
        lab = abbr[f["side"]] + " " + f["rel"]
    else:
        lab = {"mother": "Mum", "father": "Dad", "sister": "Sis",
               "brother": "Bro"}.get(f["rel"], f["rel"].capitalize())
    d.t("- " + lab)
    if r.random() < 0.7:
        d.t(" (")
        put_name(d, c, f, r.choice(["f", "f", "fl"]))
        d.t(")")
    d.t(" ")
    for cond, a in f["dx"]:
        d.t(cond + " ")
        d.p("AGE", str(a))
        d.t(", ")
    if f["alive"]:
        d.t("A&W " if not f["dx"] else "alive, ")
        d.p("AGE", str(f["age"]))
    else:
        d.t("d.")
        d.p("AGE", str(f["age"]))
    if f["prof"]:
        d.t(", ")
        d.p("PROFESSION", f["prof"])
    d.t("\n")
