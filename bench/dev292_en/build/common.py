"""Shared section writers used by several genres."""
import pools as P


PAED = ("MPS-IH", "WAS", "FA")


def diag(ctx, age=None):
    pool = P.DIAGNOSES
    if age is not None and age >= 16:
        pool = [t for t in pool if t[2] not in PAED]
    t = ctx.ch(pool)
    return (t[1] if ctx.usp else t[0]), t[2], t[3]


def abo(ctx):
    g = ctx.ch(["O", "O", "A", "A", "B", "AB"])
    rh = ctx.ch(["Pos", "Neg", "Rh(D) positive", "RhD negative", "+", "-"])
    return (g + rh) if rh in ("+", "-") else "%s %s" % (g, rh)


def cmv(ctx):
    return ctx.ch(["CMV IgG positive", "CMV IgG negative", "CMV seropositive", "CMV seronegative",
                   "CMV +", "CMV neg"])


def sexw(sex, short=False):
    if short:
        return sex
    return "male" if sex == "M" else "female"


def hla_block(d, ctx, h, style=None, star=True):
    style = style or ctx.ch(["table", "line", "compact", "table"])
    loci = [l for l in ["A", "B", "C", "DRB1", "DQB1", "DPB1"] if l in h]
    if style == "table":
        d.ln("Locus     Allele 1        Allele 2")
        for l in loci:
            a1, a2 = h[l]
            a2s = "(homozygous)" if a1 == a2 and ctx.p(0.5) else "%s*%s" % (l, a2)
            d.ln("HLA-%-6s%-16s%s" % (l, "%s*%s" % (l, a1), a2s))
    elif style == "line":
        d.ln("; ".join("%s*%s, %s*%s" % (l, h[l][0], l, h[l][1]) for l in loci))
    else:
        d.ln("  ".join("%s %s/%s" % (l, h[l][0], h[l][1]) for l in loci))
    if ctx.p(0.4):
        d.ln(ctx.ch(["DRB3*02:02, DRB4*01:03", "DRB5*01:01; DRB3 neg", "DRB4*01:01:01G",
                     "DRB3*01:01, DRB5 not present", "DPB1 TCE group 3 (permissive)"]))


def letterhead(d, ctx, name, typ, lines=True, fax=0.5, email=0.5, url=0.25, country=False, dept=None,
               mail=None):
    d.ln((name, typ))
    if dept and ctx.p(0.6):
        d.ln(ctx.ch(dept))
    d.ln(ctx.addr(block=lines, country=country))
    bits = [["Tel: ", ctx.tel()]]
    if ctx.p(fax):
        bits.append(["Fax: ", ctx.fax()])
    if ctx.p(email):
        bits.append(["Email: ", ctx.email(dept=mail)])
    if ctx.p(url):
        bits.append(["Web: ", ctx.url()])
    sep = ctx.ch(["  |  ", "\n", "   "])
    for i, b in enumerate(bits):
        if i:
            d.add(sep)
        d.add(b)
    d.add("\n")


def signoff(d, ctx, p, role, org=None, orgtyp="HOSPITAL", lic=None, contact=0.4):
    d.ln(ctx.ch(["Yours sincerely,", "Kind regards,", "With best wishes,", "Sincerely,", "Regards,"]))
    d.add("\n")
    c = ctx.cred(p)
    if ctx.p(0.5) and c:
        d.ln((p.form(ctx.ch(["full", "fml"])), "DOCTOR"), " ", c)
    elif ctx.p(0.5):
        d.ln(ctx.title(p) + " ", (p.form("full"), "DOCTOR"))
    else:
        d.ln((p.form(ctx.ch(["full", "fml"])), "DOCTOR"))
    d.ln(role)
    if org:
        d.ln((org, orgtyp))
    if lic:
        d.ln(ctx.lic_label(lic) + " ", ctx.lic(lic))
    if ctx.p(contact):
        d.ln(ctx.ch(["Direct line: ", "Tel ", "T: "]), ctx.tel(ext=ctx.p(0.3)), ctx.ch(["", " | "]),
             ["E: ", ctx.email(p)] if ctx.p(0.6) else "")


def donor_line(ctx, i, home=True):
    """One candidate donor line of a search result list."""
    a = ctx.ri(18, 58)
    sx = ctx.ch("MMMF")
    grade = ctx.ch(["10/10", "10/10", "9/10 (DQB1)", "9/10 (C)", "8/8", "12/12", "9/10 (A)"])
    cm = ctx.ch(["CMV neg", "CMV pos", "CMV -", "CMV +"])
    ctry = ctx.country_other() if not home else None
    out = ["%d. Donor ID " % i, (ctx.idn("donor"), "IDNUM"), " - %s, " % grade, (str(a), "AGE"), sx,
           ", %s, %s" % (cm, ctx.ch(["O+", "A+", "A-", "B+", "O-", "AB+"]))]
    if ctry:
        out += [", ", (ctry, "COUNTRY")]
        if ctx.p(0.5):
            out += [" (", (ctx.ch(P.FOREIGN_REGISTRIES), "ORGANIZATION"), ")"]
    elif ctx.p(0.5):
        out += [", ", (ctx.registry(), "ORGANIZATION")]
    if ctx.p(0.3):
        out += ["; DPB1 %s" % ctx.ch(["permissive", "non-permissive (GvH)", "match", "TCE 3/3"])]
    return out


def anon_recipient(ctx, d, age=None, sex=None):
    """Registry-style anonymous recipient description."""
    age = age if age is not None else ctx.ri(1, 72)
    sex = sex or ctx.ch("MF")
    noun = ("boy" if sex == "M" else "girl") if age < 16 else ("man" if sex == "M" else "woman")
    return [art(age), (str(age), "AGE"), "-year-old %s" % noun], age, sex


def art(n):
    s = str(n)
    return "an " if s[0] == "8" or s in ("11", "18") else "a "


def kg_for_age(ctx, age):
    if age >= 16:
        return ctx.ri(50, 110)
    return ctx.ri(7 + 2 * age, 10 + 4 * age)


def gcsf(ctx, kg):
    dose = int(round(kg * 10 / 30.0)) * 30
    return "filgrastim 10 mcg/kg/day SC (%d mcg daily, rounded to vial) days 1-4, collection day 5" % dose


def vitals(ctx):
    return "BP %d/%d mmHg, HR %d bpm, T %.1f %sC, SpO2 %d%% RA" % (
        ctx.ri(104, 142), ctx.ri(60, 92), ctx.ri(54, 96), ctx.ri(361, 374) / 10.0, ctx.ch(["\u00b0", ""]),
        ctx.ri(95, 100))


def fbc(ctx, sex="M"):
    hb = ctx.ri(128, 168) if sex == "M" else ctx.ri(118, 150)
    if ctx.usp:
        return "Hgb %.1f g/dL, WBC %.1f x10^9/L, Plt %d x10^9/L, Hct %.2f" % (
            hb / 10.0, ctx.ri(40, 95) / 10.0, ctx.ri(160, 380), hb / 340.0)
    return "Hb %d g/L, WCC %.1f, plt %d, Hct %.2f" % (hb, ctx.ri(40, 95) / 10.0, ctx.ri(160, 380), hb / 340.0)


def idm_block(d, ctx):
    tests = ["HIV-1/2 Ab/Ag", "HIV NAT", "HBsAg", "anti-HBc", "HBV NAT", "anti-HCV", "HCV NAT",
             "HTLV-I/II Ab", "Syphilis (TPPA)", "CMV IgG", "EBV VCA IgG", "Toxoplasma IgG"]
    if ctx.c == "US":
        tests.append("T. cruzi Ab")
    if ctx.p(0.3):
        tests += ["WNV NAT", "HEV RNA"]
    for t in tests:
        if t in ("CMV IgG", "EBV VCA IgG", "Toxoplasma IgG"):
            res = ctx.ch(["positive", "negative", "Negative", "Positive", "reactive"])
        else:
            res = ctx.ch(["negative", "non-reactive", "Negative", "NR", "not detected"])
        d.ln("  %-18s %s" % (t, res))


def tc_hosp(ctx, country=None):
    """A transplant-centre hospital (not an apheresis/collection site) and its country."""
    country = country or ctx.ch(["UK", "US", "CA", "AU", "DE"])
    pool = [h for h in P.HOSPITALS[country] if not any(w in h for w in ("Apheresis", "Collection"))]
    return ctx.ch(pool), country


def birth_hosp(ctx):
    pool = [h for h in P.HOSPITALS[ctx.c] if not any(w in h for w in ("Apheresis", "Collection", "Cancer", "Children"))]
    return ctx.once("birth", lambda: ctx.ch(pool))


def ia(word):
    return ("an " if word[0].lower() in "aeiou" and not word.startswith("uni") else "a ") if word not in (
        "student", "university student") else ""
