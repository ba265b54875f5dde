"""Shared note parts: timeline, headers, address blocks, signatures."""
import datetime

import ids


def setup_dates(rng, k):
    """One timeline per case, anchored on the operation date."""
    c = k["c"]
    op = datetime.date(2022, 1, 10) + datetime.timedelta(days=rng.randint(0, 1300))
    emergency = k.get("cond") == "ces"
    T = {}
    T["op"] = op
    T["adm"] = op if (emergency or rng.random() < 0.7) else op - datetime.timedelta(days=1)
    T["dis"] = op + datetime.timedelta(days=rng.randint(1, 6))
    T["fu"] = op + datetime.timedelta(days=rng.randint(40, 95))
    T["fu2"] = T["fu"] + datetime.timedelta(days=rng.randint(60, 120))
    gap = 0 if emergency else rng.randint(35, 160)
    T["clinic"] = op - datetime.timedelta(days=rng.randint(0, 1) if emergency else gap)
    T["letter"] = T["clinic"] + datetime.timedelta(days=rng.randint(0, 9))
    T["mri"] = T["clinic"] - datetime.timedelta(days=rng.randint(0 if emergency else 7, 1 if emergency else 70))
    T["prior_mri"] = T["mri"] - datetime.timedelta(days=rng.randint(300, 1600))
    T["ref"] = T["mri"] - datetime.timedelta(days=rng.randint(3, 60))
    T["onset"] = T["ref"] - datetime.timedelta(days=rng.randint(40, 500))
    T["mdt"] = T["clinic"] + datetime.timedelta(days=rng.randint(5, 21))
    T["consent"] = op - datetime.timedelta(days=rng.randint(1, 30) if not emergency else 0)
    T["physio"] = T["mri"] + datetime.timedelta(days=rng.randint(2, 6))
    T["inj"] = T["mri"] + datetime.timedelta(days=rng.randint(20, 60))
    T["auth"] = T["clinic"] + datetime.timedelta(days=rng.randint(3, 20))
    T["prior_op"] = op - datetime.timedelta(days=rng.randint(800, 5000))
    T["rtw"] = op + datetime.timedelta(days=rng.randint(21, max(22, (T["fu"] - op).days - 3)))
    T["injury"] = T["onset"] - datetime.timedelta(days=rng.randint(0, 20))
    k["_T"] = T
    k["time"] = tm(rng)
    k["time2"] = tm(rng, 0, 23)
    k["_ds"] = rng.choice(ids.DATE_STYLES[c])
    k["_dob"] = op - datetime.timedelta(days=int(k["age_n"] * 365.25) + rng.randint(20, 340))
    if k["natid_label"] == "CHI":
        k["natid"] = ids.chi_number(rng, k["_dob"])
    k["dob"] = ids.fmt_date(k["_dob"], k["_ds"])
    for name in sorted(T):
        k["d_" + name] = ids.fmt_date(T[name], k["_ds"])
    k["y_prior_op"] = str(T["prior_op"].year)
    k["my_onset"] = ids.fmt_date(T["onset"], rng.choice(["month_y", "mon_y", "month_y"]))
    k["wd_op"] = ids.fmt_date(op, ids.LONG_WD[c])
    k["sd_fu"] = ids.fmt_date(T["fu"], ids.SHORT_STYLE[c])


def fd(k, name, style):
    """Format a timeline date in a given style."""
    if name == "dob":
        return ids.fmt_date(k["_dob"], style)
    return ids.fmt_date(k["_T"][name], style)


def tm(rng, lo=7, hi=19):
    return "%02d:%02d" % (rng.randint(lo, hi), rng.choice([0, 5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 48, 50, 55]))


def addr(d, k, p="", sep="\n", upper_city=False):
    """Address lines for patient (p=''), practice (p='prac_') or hospital (p='hosp_')."""
    c = k["c"]
    reg_t = "STATE" if c in ("US", "CA", "AU", "NZ") else "CITY"
    city = k[p + "city"]
    if upper_city:
        city = city.upper()
    d.p(k[p + "street"], "STREET")
    d.t(sep)
    if c in ("US", "CA"):
        d.p(city, "CITY")
        d.t(", ")
        d.p(k[p + "region"], reg_t)
        d.t(" ")
        d.p(k[p + "zip"], "ZIP")
    elif c == "AU":
        d.p(city, "CITY")
        d.t(" ")
        d.p(k[p + "region"], reg_t)
        d.t(" ")
        d.p(k[p + "zip"], "ZIP")
    elif c == "NZ":
        d.p(city, "CITY")
        d.t(" ")
        d.p(k[p + "zip"], "ZIP")
    elif c == "IE":
        d.p(city, "CITY")
        d.t(sep)
        d.p(k[p + "region"], "CITY")
        d.t(sep)
        d.p(k[p + "zip"], "ZIP")
    else:
        d.p(city, "CITY")
        if k.get("_rng_county"):
            d.t(sep)
            d.p(k[p + "region"], "CITY")
        d.t(sep)
        d.p(k[p + "zip"], "ZIP")


def id_line(d, rng, k, sep="  "):
    """The identifier run that heads most documents."""
    c = k["c"]
    d.f("{mrn_label}: {MRN:mrn}", k)
    if c == "UK":
        d.f(sep + "{natid_label}: {MRN:natid}", k)
    elif c in ("US", "IE") and rng.random() < 0.3:
        d.f(sep + "{ssn_label}: {SSN:ssn}", k)
    elif c == "US" and rng.random() < 0.5:
        d.f(sep + "{acct_label}: {ACCOUNT:acct}", k)
    elif c in ("CA", "AU", "IE") and rng.random() < 0.6:
        d.f(sep + "{hp_label}: {HEALTHPLAN:hp}", k)
    elif c == "NZ" and rng.random() < 0.3:
        d.f(sep + "{acct_label}: {ACCOUNT:acct}", k)


def pt_block(d, rng, k, style=None):
    """Patient identification block in one of several layouts."""
    style = style if style is not None else rng.randint(0, 3)
    if style == 0:
        d.f("Patient: {PATIENT:caps}\nDOB: {DATE:dob} ({AGE:age} yrs)  Sex: {sexc}\n", k)
        id_line(d, rng, k)
        d.t("\nAddress: ")
        addr(d, k, sep=", ")
        d.t("\n")
    elif style == 1:
        d.f("Name:      {PATIENT:full}\nD.O.B.:    {DATE:dob}\nAge:       {AGE:age}\n", k)
        d.f("{mrn_label}:  {MRN:mrn}\n", k)
        if k["c"] == "UK":
            d.f("{natid_label}:   {MRN:natid}\n", k)
        elif k["c"] in ("CA", "AU", "IE", "US"):
            d.f("{hp_label}: {HEALTHPLAN:hp}\n", k)
    elif style == 2:
        d.f("{PATIENT:capsu}   {sexc}   DOB {DATE:dob}   ", k)
        id_line(d, rng, k, sep="   ")
        d.t("\n")
    else:
        d.f("Re: {title} {PATIENT:fullm}  (DOB {DATE:dob})\n", k)
        id_line(d, rng, k, sep=" | ")
        d.t("\n")
        addr(d, k, sep=", ")
        d.t("\n")


def letterhead(d, rng, k, dept):
    d.f("{HOSPITAL:hosp}\n", k)
    d.t(dept + "\n")
    addr(d, k, "hosp_", sep=", ")
    d.t("\n")
    v = rng.randint(0, 2)
    if v == 0:
        d.f("Tel: {PHONE:hosp_phone}   Fax: {FAX:hosp_fax}\n", k)
    elif v == 1:
        d.f("Secretary: {PHONE:hosp_ext}  |  Email: {EMAIL:dept_email}\n", k)
    else:
        d.f("Switchboard {PHONE:hosp_phone}  Fax {FAX:hosp_fax}  {EMAIL:dept_email}\n", k)


def signature(d, rng, k, who="cons", role=None, lic=None):
    na = k["c"] in ("US", "CA")
    role = role or {"cons": "Attending Spine Surgeon" if na else "Consultant Spinal Surgeon", "reg": k["reg_grade"],
                    "physio": "Advanced Practice Physiotherapist",
                    "nurse": "Spinal Clinical Nurse Specialist", "rad": "Consultant Radiologist",
                    "cons2": "Attending Spine Surgeon" if na else "Consultant Spinal Surgeon",
                    "anaes": "Consultant Anaesthetist"}.get(who, "")
    pfx = k["cons_pfx"] if who == "cons" else (k["cons2_pfx"] if who == "cons2" else "")
    v = rng.randint(0, 3)
    if v == 0:
        d.t("Yours sincerely,\n\n\n")
        d.f((pfx + " " if pfx else "") + "{DOCTOR:%s}\n" % who, k)
    elif v == 1:
        d.t("Kind regards\n\n")
        d.f("{DOCTOR:%s}" % who, k)
        if who in ("cons", "cons2"):
            d.f(", {cons_cred}", k)
        d.t("\n")
    elif v == 2:
        d.t("Signed: ")
        d.f("{DOCTOR:%s_ini}" % who, k)
        d.f(" ({DOCTOR:%s})\n" % who, k)
    else:
        d.f("Electronically signed by {DOCTOR:%s} ({USERNAME:%s_user})\n" % (who, who), k)
    d.t(role + "\n")
    if lic or (lic is None and rng.random() < 0.45):
        d.f("{%s_lic_label} {LICENSE:%s_lic}\n" % (who, who), k)


def typist(d, rng, k):
    v = rng.randint(0, 3)
    if v == 0:
        d.f("{DOCTOR:cons_ini}/{DOCTOR:sec_ini}\n", k)
    elif v == 1:
        d.f("Dictated {DATE:d_clinic}, typed {DATE:d_letter} by {DOCTOR:sec}\n", k)
    elif v == 2:
        d.f("DD/{DOCTOR:sec_ini}   Dictated but not checked\n", k)
    else:
        d.f("Transcribed by {DOCTOR:sec} on {DATE:d_letter}\n", k)


def cc_block(d, rng, k):
    d.t("\ncc: ")
    v = rng.randint(0, 2)
    if v == 0:
        d.f("{dr} {DOCTOR:gp}, {HOSPITAL:practice}, ", k)
        addr(d, k, "prac_", sep=", ")
        d.t("\n    Patient\n")
    elif v == 1:
        d.f("{title} {PATIENT:full}, ", k)
        addr(d, k, sep=", ")
        d.f("\n    {dr} {DOCTOR:gp} ({gp_term}) - fax {FAX:prac_fax}\n", k)
    else:
        d.f("{gp_term} ({dr} {DOCTOR:gp_sur}); {PATIENT:full}; {cons2_pfx} {DOCTOR:cons2_sur}\n", k)
