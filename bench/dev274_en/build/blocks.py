"""Reusable note blocks: letterheads, patient headers, signatures, dose tables,
family/occupation phrases."""
import datetime as dt

import clinical as C
import phi_fmt as F
import pools_places as L
from core import P
from persona import postcode


def site_addr(rng, k, inline=True):
    """Address of the care site (own street/town, same country)."""
    street = "%d %s %s" % (rng.randint(1, 400), rng.choice(L.STREET_NAMES),
                           rng.choice(L.STREET_SFX[k.c]))
    if rng.random() < 0.3:
        street = rng.choice(["Level %d, " % rng.randint(1, 6), "Block %s, " % rng.choice("ABCD")]) + street
    town = k.town if rng.random() < 0.6 else rng.choice(L.TOWNS[k.c])
    sep = ", " if inline else "\n"
    out = [P(street, "STREET"), sep, P(town, "CITY")]
    if k.c in ("US", "CA", "AU"):
        out += [" " if k.c == "AU" else ", ", P(k.region_abbr, "STATE"), " ", P(postcode(rng, k.c, k.region_abbr), "ZIP")]
    else:
        out += [sep, P(postcode(rng, k.c), "ZIP")]
    return out


def letterhead(n, k, rng, clinic=True):
    if clinic:
        n.add([P(k.clinic, "HOSPITAL"), "\n"])
    if rng.random() < 0.7:
        n.add([P(k.hospital, "HOSPITAL"), "\n"])
    if rng.random() < 0.4:
        n.add([P(k.building, "LOCATION_OTHER"), rng.choice([", Level 2", ", Ground Floor", "", ", Outpatients"]), "\n"])
    n.add(site_addr(rng, k, inline=rng.random() < 0.5))
    n.t("\n")
    tel = k.clinic_phone + (F.ext(rng) if rng.random() < 0.25 else "")
    parts = [["Tel: ", P(tel, "PHONE")]]
    if rng.random() < 0.75:
        parts.append(["Fax: ", P(k.clinic_fax, "FAX")])
    if rng.random() < 0.5:
        parts.append(["Email: ", P(F.email_service(rng, k.hosp_abbr), "EMAIL")])
    if rng.random() < 0.25:
        parts.append(["Web: ", P(F.url(rng, k.hosp_abbr), "URL")])
    sep = rng.choice(["  |  ", "\n", "   "])
    for i, p in enumerate(parts):
        if i:
            n.t(sep)
        n.add(p)
    n.t("\n\n")


def pt_header(n, k, rng, style=None, ids=2):
    style = style or rng.choice(["line", "form", "caps", "table"])
    pt = k.pt
    if style == "line":
        n.add(["Patient: ", pt.name(rng, ["full", "sf", "caps", "title_full"]), "   DOB: ", k.dob_p(),
               " (", P(str(k.age), "AGE"), rng.choice(["y)", " yrs)", ")"])])
        for lab in k.id_block(rng, ids):
            n.add(["   ", lab])
        n.t("\n")
    elif style == "form":
        n.add(["Name: ", pt.name(rng, ["full", "full_mid", "title_full"]), "\n",
               "Date of birth: ", k.dob_p(), "\n",
               "Age: ", P(str(k.age), "AGE"), "\n"])
        for lab in k.id_block(rng, ids):
            n.add([lab, "\n"])
        if rng.random() < 0.6:
            n.add(["Address: ", k.addr_inline(), "\n"])
        if rng.random() < 0.5:
            n.add(["Phone: ", P(k.phone, "PHONE"), rng.choice(["  Mobile: ", " / "]), P(k.mobile, "PHONE"), "\n"])
        if rng.random() < 0.3:
            n.add(["Country of birth: ", P(k.country2, "COUNTRY"), "   Preferred language: ",
                   rng.choice(["English", "English", "Polish", "Punjabi", "Tagalog", "Vietnamese", "Irish", "Cantonese"]),
                   rng.choice(["", " (interpreter booked)"]), "\n"])
    elif style == "caps":
        n.add([pt.form("caps"), "  ", k.dob_p(), "  ", pt.sex, "  "])
        for lab in k.id_block(rng, ids):
            n.add([lab, "  "])
        n.t("\n")
    else:
        n.add(["| Patient | ", pt.form("sf"), " |\n| DOB | ", k.dob_p(), " |\n| Age/Sex | ",
               P(str(k.age), "AGE"), "/", pt.sex, " |\n"])
        for lab in k.id_block(rng, ids):
            n.add(["| ", lab[0].strip().rstrip(":#").strip(), " | ", lab[1], " |\n"])
    return style


def sign(n, k, rng, who=None, closing=True):
    who = who or k.nurse
    if closing:
        n.t(rng.choice(["\nKind regards,\n\n", "\nYours sincerely,\n\n", "\nRegards\n", "\n-- \n",
                        "\nMany thanks,\n\n", "\n"]))
    n.add(who.sig(rng))
    n.t("\n" + who.role)
    if who.lic and rng.random() < 0.35:
        lab, val = who.lic
        n.add(["  ", lab, " ", P(val, "LICENSE")])
    if rng.random() < 0.3:
        n.add(["\n", rng.choice(["Direct line: ", "Bleep ", "Ext via switchboard: ", "Pager: "]),
               P(F.pager(rng, k.c) if rng.random() < 0.4 else F.phone(rng, k.c, False), "PHONE")])
    if rng.random() < 0.2:
        n.add(["\n", P(who.email(rng).text, "EMAIL")])
    n.t("\n")


def fam_phrase(k, rng, poss=None):
    """e.g. 'her daughter Beth Lowe' / 'wife (Ana)'."""
    poss = poss or ("her" if k.pt.sex == "F" else "his")
    f = k.fam
    r = rng.random()
    if r < 0.4:
        return [poss + " " + k.fam_rel + " ", f.full()]
    if r < 0.7:
        return [poss + " " + k.fam_rel + " ", f.firstp()]
    if r < 0.85:
        return [k.fam_rel + " (", f.full(), ")"]
    return [k.fam_rel + " ", f.title + " ", f.lastp()]


def job_phrase(k, rng):
    j = P(k.job, "PROFESSION")
    if k.retired:
        return rng.choice([["retired ", j], ["ex-", j], ["retired ", j, " (", rng.choice(["30", "40", "25"]), " yrs)"]])
    return rng.choice([["works as a ", j], ["occupation: ", j], ["employed as ", j],
                       ["works as a ", j, " at ", P(k.org, "ORGANIZATION")], [j, " by trade"]])


def job_clause(k, rng):
    """Verb clause: 'is a retired [teacher]' / 'works as a [welder]'."""
    j = P(k.job, "PROFESSION")
    if k.retired:
        return rng.choice([["is a retired ", j], ["is retired (formerly a ", j, ")"], ["used to work as a ", j]])
    return rng.choice([["works as a ", j], ["is employed as a ", j], ["works as a ", j, " at ", P(k.org, "ORGANIZATION")],
                       ["is a ", j, " by trade"], ["is a self-employed ", j]])


def dose_history(n, k, rng, rows=5, style=None, end=None):
    """Table of past INR visits. Dates PHI; clinician initials PHI."""
    style = style or rng.choice(["pipe", "tab", "space", "csv"])
    target = k.target
    end = end or k.today
    dates = [end - dt.timedelta(days=rng.choice([0, 0, 7, 14]))]
    for _ in range(rows):
        dates.append(dates[-1] - dt.timedelta(days=rng.choice([7, 7, 14, 14, 21, 28, 35, 42])))
    dates.reverse()
    d = dates[0]
    pat = C.weekly_pattern(rng)
    ini = [s.initials() for s in (k.nurse, k.staff[0], k.pharm)]
    if style == "pipe":
        n.t("| Date | INR | Weekly dose (mg) | Dose | Next test | By |\n|---|---|---|---|---|---|\n")
    elif style == "tab":
        n.t("Date\tINR\tWkly\tInstructions\tRecall\tInit\n")
    elif style == "csv":
        n.t("date,inr,weekly_mg,next,clinician\n")
    else:
        n.t("DATE        INR   WK(mg)  DOSE                         NEXT        BY\n")
    for i in range(rows):
        nxt = dates[i + 1]
        inr = C.inr_value(rng, target)
        wk = C.fmt_mg(sum(pat))
        instr = C.pattern_text(rng, pat) if rng.random() < 0.5 else rng.choice(
            ["same dose", "no change", "omit 1 dose then same", "increase 10%", "reduce by 1 mg/day x2",
             "extra 1 mg Sat", "same"])
        dp = P(F.table_date(d, k.c) if rng.random() < 0.7 else F.fdate(rng, d, k.c, "num"), "DATE")
        np_ = P(F.table_date(nxt, k.c), "DATE")
        who = rng.choice(ini)
        if style == "pipe":
            n.add(["| ", dp, " | ", inr, " | ", wk, " | ", instr, " | ", np_, " | ", who, " |\n"])
        elif style == "tab":
            n.add([dp, "\t", inr, "\t", wk, "\t", instr, "\t", np_, "\t", who, "\n"])
        elif style == "csv":
            n.add([dp, ",", inr, ",", wk, ",", np_, ",", who, "\n"])
        else:
            n.add([dp, "    ", inr.ljust(5), " ", wk.ljust(7), " ", instr[:28].ljust(28), " ", np_, "    ", who, "\n"])
        d = nxt
        if rng.random() < 0.3:
            pat = C.near_pattern(rng, pat)
    return pat


def week_grid(n, rng, pat, country, dated_from=None, k=None):
    """Mon..Sun dose grid.  Weekday headings are a recurring pattern, not dates;
    when dated_from is given, real dates are printed (PHI)."""
    if dated_from is None:
        n.t("        " + "  ".join(d.ljust(5) for d in C.WD3) + "\n")
        n.t("mg      " + "  ".join(C.fmt_mg(x).ljust(5) for x in pat) + "\n")
        return
    d0 = dated_from
    st = rng.choice(["wd_num", "table", "wd_table", "text"])
    for i in range(rng.choice([7, 10, 14])):
        d = d0 + dt.timedelta(days=i)
        x = pat[d.weekday()]
        if st == "wd_num":
            ds = F.fdate(rng, d, country, "wd_num")
        elif st == "table":
            ds = F.table_date(d, country)
        elif st == "wd_table":
            ds = F.WD3[d.weekday()] + " " + F.table_date(d, country)
        else:
            ds = F.fdate(rng, d, country, "text")
        n.add([P(ds, "DATE"), "  ", C.fmt_mg(x).rjust(4), " mg  = ", C.tablets_for(x, country), "\n"])


def setup_clin(k, rng):
    ind = rng.choice(C.INDICATIONS)
    k.ind, k.ind_short, k.target = ind
    lo, hi = [float(x) for x in k.target.split("-")]
    k.target_mid = "%.1f" % ((lo + hi) / 2)
    k.meter = rng.choice(C.METERS)
    k.meter_sn = F.meter_serial(rng)
    k.software = rng.choice(C.SOFTWARE)
    k.doac, k.doac_doses, k.doac_brand = rng.choice(C.DOACS)
    k.doac_dose = rng.choice(k.doac_doses)
    k.comorb = rng.sample(C.COMORB, rng.randint(2, 4))
    k.meds = rng.sample(C.OTHER_MEDS, rng.randint(2, 5))
    k.inter = rng.choice(C.INTERACTING)
    k.country2 = rng.choice(L.COUNTRIES)
    k.room = rng.choice([str(rng.randint(1, 14)), "%d%s" % (rng.randint(1, 9), rng.choice("ABC")),
                         "G%02d" % rng.randint(1, 30)])
    return k


def room_phrase(k, rng):
    return rng.choice([["Room ", P(k.room, "LOCATION_OTHER")], ["Rm ", P(k.room, "LOCATION_OTHER")],
                       ["clinic room ", P(k.room, "LOCATION_OTHER")], ["Bay ", P(k.room, "LOCATION_OTHER")]])


def copied(n, k, rng):
    """A copy-pasted fragment of an earlier entry (common in real records)."""
    d = k.ago(rng.choice([14, 21, 28, 35, 42]), rng.choice(["num", "short", "dash"]))
    hdr = rng.choice([[">> copied from entry of ", d, " <<"], ["[Previous note ", d, "]"], ["--- carried forward (", d, ") ---"]])
    n.add(["\n", hdr, "\n", "INR ", C.inr_value(rng, k.target), rng.choice([" - ", ". ", "; "]),
           rng.choice(["no change to dose", "dose as per schedule", "pt well, no bleeding", "1 dose missed, same dose"]),
           rng.choice(["  ", " "]), rng.choice(C.ADVICE), " ", rng.choice([k.nurse, k.staff[0], k.pharm]).initials(), "\n"])
