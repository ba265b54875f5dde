"""Shared pieces for the genre writers of dev175_en."""
import pools as PL
import clin as C
from fmt import P, D, AGE, add_days, pick, chance, digits, letters, join_list, SHORT_STYLES
from world import pname, docname, nursename, famname, address, dob, nhsid, mobile, land

HIS = {"M": "his", "F": "her"}
HE = {"M": "he", "F": "she"}


def tm(rng, lo=8, hi=18):
    return "%02d:%02d" % (rng.randint(lo, hi - 1), rng.randrange(0, 60, pick(rng, [1, 5, 5, 10])))


def before(rng, d, lo=1, hi=14):
    return add_days(d, -rng.randint(lo, hi))


def after(rng, d, lo=1, hi=28):
    return add_days(d, rng.randint(lo, hi))


def onset(rng, d):
    od = before(rng, d, 1, 12)
    return D(rng, od, ["wd", "wd", "wd_ord", "dm", "ord", "dMon", "wd_dm", "ddmm"])


def rel_phrase(rng, pt, poss=True, style=None):
    nm = famname(rng, pt.nok, style)
    lead = (HIS[pt.sex] + " ") if poss and chance(rng, 0.6) else ""
    return [lead + pt.nok_rel + " ", nm]


def job(pt):
    return P(pt.job or pt.retired, "PROFESSION")


def job_phrase(rng, pt):
    if pt.job:
        return pick(rng, [["works as a ", job(pt)], ["works as ", job(pt), " at ", P(pt.employer, "ORGANIZATION")],
                          [job(pt), " at ", P(pt.employer, "ORGANIZATION")], ["employed as ", job(pt)],
                          ["occupation: ", job(pt)]])
    return pick(rng, [["retired ", job(pt)], ["retired - was a ", job(pt)], ["ex-", job(pt), ", retired"]])


def fill(rng, ctx, pt):
    fage = P(str(rng.randint(48, 82)), "AGE")
    return {"onset": onset(rng, ctx.date), "date": D(rng, before(rng, ctx.date, 10, 200)),
            "fam": famname(rng, pt.nok), "rel": rel_phrase(rng, pt), "hosp": P(pick(rng, ctx.prac.hospitals), "HOSPITAL"),
            "job": job(pt), "emp": P(pt.employer, "ORGANIZATION"), "pharm": P(ctx.prac.pharmacies[0], "HOSPITAL"),
            "pro": job(pt), "fage": fage}


def country(name):
    if name.startswith("the "):
        return ["the ", P(name[4:], "COUNTRY")]
    return P(name, "COUNTRY")


def pmh_items(rng, ctx, k):
    res = []
    for item in pick(rng, C.PMH, k):
        if chance(rng, 0.35):
            y = D(rng, add_days(ctx.date, -rng.randint(400, 9000)), ["y", "y", "my", "mony", "mm_yy"])
            res.append([item, " (", y, ")"] if chance(rng, 0.5) else [item, " - dx ", y])
        else:
            res.append(item)
    return res


def meds(rng, k):
    return pick(rng, C.MEDS, k)


def bullet_block(doc, items, bullet="- ", nl="\n"):
    for it in items:
        doc.add(bullet, it, nl)


def social(rng, ctx, pt):
    bits = []
    r = rng.random()
    if r < 0.4:
        bits.append(["Lives with ", rel_phrase(rng, pt, poss=True)])
    elif r < 0.7:
        bits.append(pick(rng, ["Lives alone", "Lives alone, independent ADLs", "Lives alone in bungalow"]))
    else:
        bits.append(["Lives with ", rel_phrase(rng, pt), " in ", P(pt.town, "CITY")])
    bits.append(job_phrase(rng, pt))
    bits.append(pick(rng, ["Non-smoker", "Ex-smoker (20 pack-yrs)", "Smoker 10/day", "Never smoked",
                           "Vapes", "Smokes roll-ups ~15/day"]))
    bits.append(pick(rng, ["ETOH 6u/wk", "alcohol ~14 units/wk", "teetotal", "ETOH 30u/wk - advised",
                           "social drinker", "Alc: nil"]))
    if chance(rng, 0.2):
        bits.append(["Born in ", country(pick(rng, PL.COUNTRIES_ORIGIN)), ", moved here ",
                     D(rng, add_days(ctx.date, -rng.randint(800, 8000)), ["y", "y", "my"])])
    return join_list(bits, sep=". ", last=". ")


def sign_gp(rng, ctx, doc, gp, letter=False):
    if letter:
        doc.add(pick(rng, ["Yours sincerely,\n\n", "Kind regards,\n\n", "Yours faithfully,\n\n", "With best wishes,\n\n"]))
        doc.add(docname(rng, gp, pick(rng, ["Dr_full", "full", "Dr_i_last"])), "\n")
        doc.add(pick(rng, ["GP Partner", "General Practitioner", "Salaried GP", "GP Registrar (ST3)", "Locum GP",
                           "MB BCh BAO MICGP", "MBChB MRCGP", "MB BS DRCOG MRCGP"]), "\n")
        if chance(rng, 0.7):
            lab = "GMC" if ctx.country == "UK" else pick(rng, ["IMC", "IMC No.", "MCRN"])
            doc.add(lab, pick(rng, [" ", ": ", " no. "]), P(gp.gmc, "LICENSE"), "\n")
        return
    r = rng.random()
    if r < 0.4:
        doc.add(pick(rng, ["Signed: ", "Seen by ", "Clinician: ", ""]), docname(rng, gp), "\n")
    elif r < 0.7:
        doc.add(docname(rng, gp, "full"), pick(rng, [" (GP)", ", GP", " - GP partner", " MRCGP"]),
                pick(rng, ["", "  "]), "\n")
    else:
        doc.add(pick(rng, ["Entered by ", "User: ", "Author: "]), P(gp.user, "USERNAME"), " (", docname(rng, gp, "full"), ")\n")


def practice_block(rng, ctx, doc, web=True, fax=True, email=True):
    pr = ctx.prac
    doc.add(P(pr.name, "HOSPITAL"), "\n", address(rng, pr, "lines"), "\n")
    doc.add(pick(rng, ["Tel: ", "Tel ", "Phone: ", "T: "]), P(pr.phone, "PHONE"))
    if fax:
        doc.add(pick(rng, ["  Fax: ", " | Fax ", "\nFax: ", "  F: "]), P(pr.fax, "FAX"))
    doc.add("\n")
    if email:
        doc.add(pick(rng, ["Email: ", "E: ", "email "]), P(pr.email, "EMAIL"))
        if web:
            doc.add(pick(rng, ["  Web: ", " | ", "\nWebsite: "]), P(pr.web, "URL"))
        doc.add("\n")


def pt_header(rng, ctx, doc, pt, style=None):
    st = style or pick(rng, ["emis", "line", "block", "irish"])
    if ctx.country == "IE" and st == "emis":
        st = "irish"
    if st == "emis":
        doc.add("Patient: ", pname(rng, pt, "LAST,"), " (", pt.title, ")   DOB: ", dob(rng, pt), " (",
                P(str(pt.age), "AGE"), "y)   ", nhsid(rng, pt), "\n")
    elif st == "line":
        doc.add(pname(rng, pt, pick(rng, ["full", "mid", "title_full"])), ", ", AGE(rng, pt.age, pt.sex),
                ", DOB ", dob(rng, pt), ", ", nhsid(rng, pt), "\n")
    elif st == "block":
        doc.add("Name: ", pname(rng, pt, pick(rng, ["full", "LAST,", "mid"])), "\n")
        doc.add("DOB: ", dob(rng, pt), pick(rng, ["  Age: ", " | Age "]), P(str(pt.age), "AGE"), "\n")
        doc.add(nhsid(rng, pt), "\n")
        doc.add("Address: ", address(rng, pt, pick(rng, ["inline", "inline_county"])), "\n")
        if pt.home:
            doc.add("Home: ", P(pt.home, "PHONE"), "  ")
        doc.add("Mobile: ", P(pt.mob, "PHONE"), "\n")
    else:
        doc.add(pname(rng, pt, pick(rng, ["full", "LAST,", "Last,"])), "  DOB ", dob(rng, pt), "  (",
                AGE(rng, pt.age, pt.sex, pick(rng, ["yrs", "y", "sexnosp"])), ")  ", nhsid(rng, pt))
        if getattr(pt, "card", None):
            doc.add("  ", pt.card_label, " ", P(pt.card, "HEALTHPLAN"))
        doc.add("\n")


def staff(rng, ctx, role=None):
    pr = ctx.prac
    role = role or pick(rng, ["gp", "gp", "nurse", "hca", "admin", "pharm"])
    pool = {"gp": pr.gps, "nurse": pr.nurses, "hca": pr.hcas, "admin": pr.admin,
            "pharm": [pr.pharmacist], "pm": [pr.manager]}[role]
    return pick(rng, pool)


def staffname(rng, ctx, role=None, style=None):
    role = role or pick(rng, ["gp", "nurse", "admin"])
    p = staff(rng, ctx, role)
    if role == "gp":
        return docname(rng, p, style)
    return nursename(rng, p, style) if role == "nurse" else P(
        pick(rng, [p.full, p.first, p.initials, "%s %s" % (p.first[0], p.last)]) if style is None else
        {"full": p.full, "first": p.first, "init": p.initials}[style], "DOCTOR")


def contact_line(rng, pt):
    bits = []
    if pt.home and chance(rng, 0.6):
        bits.append([pick(rng, ["H: ", "Home ", "Tel "]), P(pt.home, "PHONE")])
    bits.append([pick(rng, ["M: ", "Mob ", "Mobile: ", "mob. "]), P(pt.mob, "PHONE")])
    if chance(rng, 0.35):
        bits.append([pick(rng, ["E: ", "Email ", "email: "]), P(pt.email, "EMAIL")])
    return join_list(bits, sep="  ", last="  ")


def nok_line(rng, pt):
    return ["NOK: ", famname(rng, pt.nok, pick(rng, ["full", "full", "first"])), " (", pt.nok_rel, ") ",
            P(pt.nok_phone, "PHONE")]


def lab_values(rng, k=4):
    pool = ["Hb 128 g/L", "WCC 7.2", "Plt 245", "Na 139", "K 4.6", "Creat 88", "eGFR 74", "HbA1c 52 mmol/mol",
            "TSH 2.1", "FT4 14", "ALT 31", "ALP 96", "Bili 9", "Alb 41", "CRP <5", "Ferritin 18",
            "B12 242", "Folate 5.1", "Chol 5.9", "LDL 3.6", "HDL 1.2", "TG 1.9", "Vit D 38", "PSA 1.4",
            "Urate 0.46", "Ca (adj) 2.38", "Mg 0.81", "ESR 22", "INR 2.6", "eGFR 48", "ACR 4.1",
            "FIT 12 ug/g", "Hb 104 g/L", "MCV 76", "Ferritin 7", "BNP 310", "Trop <3"]
    return pick(rng, pool, k)
