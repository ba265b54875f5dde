"""Reusable note blocks: letterheads, patient headers, signatures, social and family history."""
import clinical
import phi
import pools


def letterhead(d, c):
    r = c.rng
    k = r.randint(0, 3)
    title = c.S["title"]
    if k == 0:
        d.ln(c.H(c.clinic.upper() if r.random() < 0.4 else c.clinic))
        d.ln(title + r.choice([" Clinic", " Department", " Outpatients", ""]))
        d.ln(c.addr_line(c.clinic_addr))
        d.f("Ph: {p}   Fax: {f}\n", p=(c.clinic_ph, "PHONE"), f=(c.clinic_fax, "FAX"))
        if r.random() < 0.6:
            d.f("Email: {e}\n", e=(c.clinic_email, "EMAIL"))
    elif k == 1:
        d.f("{h} | {a} | T {p} | F {f}\n", h=c.H(c.clinic), a=c.addr_line(c.clinic_addr, upper_city=False),
            p=(c.clinic_ph, "PHONE"), f=(c.clinic_fax, "FAX"))
    elif k == 2:
        d.ln(c.H(c.clinic))
        d.ln(r.choice(["Division of ", "Department of ", "Service of "]) + title)
        d.t(c.addr_block(c.clinic_addr))
        d.f("Tel {p} * Fax {f}\n", p=(c.clinic_ph, "PHONE"), f=(c.clinic_fax, "FAX"))
        if r.random() < 0.5:
            d.f("{u}\n", u=(phi.url(r, "site"), "URL"))
    else:
        d.f("{t} -- {h}\n", t=title.upper(), h=c.H(c.clinic))
        d.f("{b}, {a}\n", b=(c.building, "LOCATION_OTHER"), a=c.addr_line(c.clinic_addr, upper_city=False))
        d.f("Phone {p} / Fax {f} / {e}\n", p=(c.clinic_ph, "PHONE"), f=(c.clinic_fax, "FAX"), e=(c.clinic_email, "EMAIL"))
    d.t("\n")


def pt_header(d, c, kind=None):
    r = c.rng
    k = r.randint(0, 4) if kind is None else kind
    hp_lab = c.hp[0]
    if k == 0:
        d.f("Re: {n}   DOB: {dob}   {ml}: {m}\n", n=c.PT(r.choice(["fl", "fml", "fmL"])), dob=c.D(c.dob),
            ml=c.mrn_label, m=(c.mrn, "MRN"))
        d.f("     {a}\n", a=c.addr_line(c.pt_addr))
    elif k == 1:
        d.f("RE: {n} (DOB {dob})\n", n=c.PT("LF"), dob=c.D(c.dob))
        d.f("{ml} {m} | {hl} {h}\n", ml=c.mrn_label, m=(c.mrn, "MRN"), hl=hp_lab, h=c.hp_piece())
    elif k == 2:
        rows = [("Patient:", c.PT("fl")), ("DOB:", [c.D(c.dob), " (", (str(c.age), "AGE"), " yrs)"]),
                ("Address:", c.addr_line(c.pt_addr)), ("Phone:", c.mob()), (c.mrn_label + ":", (c.mrn, "MRN")),
                (hp_lab + ":", c.hp_piece())]
        for lab, val in rows:
            d.t(lab.ljust(11), val, "\n")
    elif k == 3:
        d.f("Patient: {n}, DOB {dob}, {ml} {m}\n", n=c.PT("fl"), dob=c.D(c.dob), ml=c.mrn_label, m=(c.mrn, "MRN"))
    else:
        d.f("{n}  {ml} {m}  D.O.B. {dob}  {s}\n", n=c.PT("LFM"), ml=c.mrn_label, m=(c.mrn, "MRN"), dob=c.D(c.dob),
            s={"M": "Male", "F": "Female"}[c.sexl])
        d.f("{a}  Ph {p}\n", a=c.addr_line(c.pt_addr), p=c.mob())
    d.t("\n")


def gp_block(d, c):
    r = c.rng
    k = r.randint(0, 2)
    if k == 0:
        d.f("{t} {g}\n{p}\n", t=c.drt, g=c.DR(c.gp, r.choice(["fl", "iL", "fml"])), p=c.H(c.gp_prac))
        d.t(c.addr_block(c.gp_addr))
    elif k == 1:
        d.f("To: {t} {g}, {p}\n", t=c.drt, g=c.DR(c.gp, "fl"), p=c.H(c.gp_prac))
        d.f("Fax: {f}\n", f=(c.gp_fax, "FAX"))
    else:
        d.f("{t} {g}\n{p}\n{a}\nvia secure messaging\n", t=c.drt, g=c.DR(c.gp, "fl"), p=c.H(c.gp_prac),
            a=c.addr_line(c.gp_addr))
    d.t("\n")


def salutation(c):
    r = c.rng
    if c.c == "NZ" and r.random() < 0.35:
        return r.choice(["Kia ora ", "Tēnā koe "])
    return "Dear "


def signoff(d, c, with_lic=True):
    r = c.rng
    if c.c == "NZ" and r.random() < 0.4:
        d.ln(r.choice(["Ngā mihi,", "Ngā mihi nui,", "Nāku noa, nā"]))
    else:
        d.ln(r.choice(["Kind regards,", "Yours sincerely,", "Sincerely,", "Best wishes,", "Regards,"]))
    d.t("\n" * r.randint(1, 3))
    k = r.randint(0, 2)
    if k == 0:
        d.f("{n}\n", n=c.spec_sig("fl"))
        d.ln(c.creds)
        d.ln(c.S["role"])
    elif k == 1:
        d.f("{n}, {cr}\n{role}\n", n=c.DR(c.spec_dr, "fml"), cr=c.creds, role=c.S["role"])
    else:
        d.f("{t} {n} ({cr})\n", t=c.spec_title, n=c.DR(c.spec_dr, "fl"), cr=c.creds)
        d.ln(r.choice(["Electronically signed", "Dictated but not read", "Signed electronically"]))
    if with_lic and r.random() < 0.6:
        lab, v = phi.licence_clin(r, c.c, r.choice(["provider", "prescriber", "reg"]))
        d.f("{lab} {v}\n", lab=lab, v=(v, "LICENSE"))


def cc_block(d, c):
    r = c.rng
    d.t("\n")
    if r.random() < 0.7:
        d.f("cc: {t} {g}, {p}\n", t=c.drt, g=c.DR(c.gp, r.choice(["fl", "iL"])), p=c.H(c.gp_prac))
    if r.random() < 0.4:
        other = phi.Person(r)
        d.f("cc: {t} {o} ({s}), {h}\n", t=c.drt, o=c.DR(other, "fl"),
            s=r.choice(["ophthalmology", "renal", "cardiology", "physiotherapist", "dermatology", "orthopaedics"]),
            h=c.H(phi.inst(r, c.c, "hosp")))
    if r.random() < 0.5:
        d.f("cc: {n} (patient) -- {e}\n", n=c.PT("fl"), e=(c.pt_email, "EMAIL"))
    if r.random() < 0.6:
        d.f("D: {d1}  T: {d2}  {ty}\n", d1=c.D(c.visit), d2=c.D(phi.add_days(c.visit, r.randint(0, 6))), ty=c.typist())


def social_hx(d, c, terse=False):
    r = c.rng
    rel, fp = c.fam[0]
    parts = []
    k = r.randint(0, 3)
    if k == 0:
        parts.append(["Works as a ", (c.prof, "PROFESSION"), " for ", (c.employer, "ORGANIZATION"), "."])
    elif k == 1:
        parts.append(["Retired ", (c.prof, "PROFESSION"), "."])
    elif k == 2:
        parts.append(["Occupation: ", (c.prof, "PROFESSION"), " (", (c.employer, "ORGANIZATION"), ")."])
    else:
        parts.append(["Employed as a ", (c.prof, "PROFESSION"), "; currently on reduced hours."])
    k = r.randint(0, 2)
    if k == 0:
        parts.append(["Lives with ", c.his, " ", rel, " ", (fp.name("f"), "FAMILY"), " in ", (c.pt_addr["city"], "CITY"), "."])
    elif k == 1:
        parts.append(["Lives alone in ", (c.pt_addr["city"], "CITY"), "; ", rel, " ", (fp.name("fl"), "FAMILY"),
                      " visits most days."])
    else:
        parts.append(["Lives with ", rel, " (", (fp.name("fl"), "FAMILY"), ") and two children."])
    if r.random() < 0.6:
        yr = phi.add_days(c.visit, -r.randint(800, 12000))
        parts.append(["Born in ", (c.born, "COUNTRY"), ", ", r.choice(["arrived", "moved here", "migrated"]), " in ",
                      c.D(yr, "y"), "."])
    parts.append([r.choice(clinical.SMOKING).capitalize() + "; alcohol " + r.choice(clinical.ALCOHOL) + "."])
    if r.random() < 0.3:
        parts.append(["Recent travel to ", (r.choice(pools.TRAVEL), "COUNTRY"), " over ",
                      (r.choice(pools.HOLIDAYS[c.c]), "DATE"), "."])
    if terse:
        for p in parts:
            d.t("- ", p, "\n")
    else:
        for i, p in enumerate(parts):
            d.t(p, " " if i < len(parts) - 1 else "\n")


def family_hx(d, c):
    r = c.rng
    items = []
    cond = r.choice(["RA", "psoriasis", "T2DM", "thyroid disease", "Crohn's disease", "epilepsy", "MS", "asthma",
                     "bowel cancer", "coeliac disease", "lupus"])
    k = r.randint(0, 3)
    if k == 0:
        items.append(["Mother ", cond + ", died aged ", (str(r.randint(58, 93)), "AGE"), "."])
    elif k == 1:
        items.append(["Father had ", cond, " diagnosed at ", (str(r.randint(30, 70)), "AGE"), "."])
    elif k == 2:
        rel, p = c.fam[1]
        items.append(["Sibling ", (p.name("f"), "FAMILY"), " (", (str(max(18, c.age + r.randint(-8, 8))), "AGE"),
                      ") has ", cond, "."])
    else:
        items.append(["No family history of ", cond, "."])
    if r.random() < 0.4:
        items.append(["Maternal aunt with ", r.choice(["SLE", "hypothyroidism", "UC", "melanoma", "migraine"]), "."])
    for i, p in enumerate(items):
        d.t(p, " " if i < len(items) - 1 else "\n")


def med_list(d, c, bullet="- ", meds=None):
    for m in (meds or c.meds):
        d.ln(bullet + m)


def problem_list(d, c, numbered=True):
    r = c.rng
    items = [[c.dx[0].upper() + c.dx[1:], " (dx ", c.D(c.dx_date, r.choice(["y", "my", "mya", "y"])), ")"]]
    for x in c.dx2:
        items.append([x[0].upper() + x[1:]])
    for i, it in enumerate(items):
        d.t(("%d. " % (i + 1)) if numbered else "- ", it, "\n")


def next_appt(d, c):
    r = c.rng
    k = r.randint(0, 3)
    if k == 0:
        d.f("Next appointment: {dt} at {tm} with {t} {n}\n", dt=c.D(c.next_visit), tm=r.choice(["09:15", "10:40", "1:30 pm", "14:00", "3:45pm"]),
            t=c.spec_title, n=c.DR(c.spec_dr, "l"))
    elif k == 1:
        d.f("Review in clinic {dt}.\n", dt=c.D(c.next_visit, r.choice(["my", "mya", c.dstyle])))
    elif k == 2:
        d.f("RV {dt} {h} ({b}, room {rm})\n", dt=c.D(c.next_visit), h=c.H(c.clinic), b=(c.building, "LOCATION_OTHER"),
            rm=(c.room, "LOCATION_OTHER"))
    else:
        d.ln("Follow-up " + r.choice(["3/12", "6/12", "in 4 months", "12 weeks", "after investigations"]) + ".")
