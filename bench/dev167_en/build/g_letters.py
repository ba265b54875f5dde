"""Genres: clinic letter to GP, new patient consultation, follow-up review."""
import blocks
import clinical
import phi
import pools
from core import Doc


def cap(s):
    return s[0].upper() + s[1:]


def extras(d, c, n, skip=()):
    """Append n PHI-bearing sentences chosen from a pool of realistic asides."""
    r = c.rng
    opts = [k for k in range(13) if k not in skip]
    r.shuffle(opts)
    done = 0
    for k in opts:
        if done >= n:
            break
        rel, fp = c.fam[r.randint(0, 2)]
        mark, pre = len(d.buf), (" " if done else "")
        d.t(pre)
        if k == 0 and (c.sp in ("neurology", "respiratory") or r.random() < 0.2):
            lab = {"AU": "the driver licensing authority", "NZ": "Waka Kotahi", "CA": "the Ministry of Transportation"}[c.c]
            d.f("Advised not to drive for now; {he} holds a {cl} licence ({dl}) and knows to notify {lab}.",
                he=c.he, cl=r.choice(["car", "heavy rigid", "Class 1", "Class G", "motorcycle"]),
                dl=(phi.driver_licence(r, c.c), "LICENSE"), lab=lab)
        elif k == 1 and r.random() < 0.8:
            d.f("{His} work vehicle (rego {p}) is parked up by {e} until cleared.", His=cap(c.his),
                p=(phi.plate(r, c.c), "VEHICLE"), e=(c.employer, "ORGANIZATION"))
        elif k == 2 and c.S["devices"]:
            mdl, kind = r.choice(c.S["devices"])
            d.f("Current device: {m}, serial {sn}.", m=mdl, sn=(phi.device_sn(r, kind), "DEVICE"))
        elif k == 3:
            d.f("Planning a trip to {co} over {h}; travel letter for injectables provided.",
                co=(r.choice(pools.TRAVEL), "COUNTRY"), h=(r.choice(pools.HOLIDAYS[c.c]), "DATE"))
        elif k == 4:
            d.f("Scripts sent to {ph} (ph {n}).", ph=c.H(c.pharm), n=(phi.phone(r, c.c, "land"), "PHONE"))
        elif k == 5:
            o = phi.Person(r)
            d.f("Previously under {t} {o} at {h} until {y}.", t=c.drt, o=c.DR(o, r.choice(["fl", "l", "iL"])),
                h=c.H(phi.inst(r, c.c, "hosp")), y=c.D(phi.add_days(c.visit, -r.randint(400, 3000)), r.choice(["y", "my", "mya"])))
        elif k == 6:
            d.f("{His} {rel} {n} ({p}) helps with medications.", His=cap(c.his), rel=rel, n=c.FAM(fp, r.choice(["f", "fl"])),
                p=(c.fam_ph, "PHONE"))
        elif k == 7:
            d.f("Now on reduced hours at {e}; medical certificate provided to {d2}.", e=(c.employer, "ORGANIZATION"),
                d2=c.D(phi.add_days(c.visit, r.randint(14, 60))))
        elif k == 8 and c.age < 26:
            d.f("Studying at {s}.", s=(phi.inst(r, c.c, "school"), "ORGANIZATION"))
        elif k == 9:
            d.f("Results will be released via the portal ({u}).", u=(phi.url(r, "portal"), "URL"))
        elif k == 10:
            d.f("Happy to be contacted by email ({e}) or mobile {m}.", e=(c.pt_email, "EMAIL"), m=c.mob())
        elif k == 11:
            d.f("{His} {rel} {n} ({a}) attended and asked good questions.", His=cap(c.his), rel=rel,
                n=c.FAM(fp, "f"), a=(str(r.randint(19, 80)), "AGE"))
        elif k == 12:
            d.f("Last reviewed here on {d1} by {t} {n}.", d1=c.D(c.last_visit), t=c.drt, n=c.DR(c.reg, r.choice(["l", "fl"])))
        else:
            del d.buf[mark:]
            d.n -= len(pre)
            continue
        done += 1
    d.t("\n")


def opener(d, c):
    r = c.rng
    k = r.randint(0, 3)
    if k == 0:
        d.f("Thank you for referring {pt}, a {age} {prof}, whom I saw in the {ti} clinic at {h} on {dt}. ",
            pt=c.pt_title(r.choice(["fl", "l"])), age=c.age_phrase(r.choice([0, 6, 9]))[:1] + ["-year-old"],
            prof=(c.prof, "PROFESSION"), ti=c.S["title"], h=c.H(c.clinic), dt=c.D(c.visit))
    elif k == 1:
        rel, fp = c.fam[0]
        d.f("I reviewed {pt} in clinic today ({dt}), accompanied by {his} {rel} {fn}. ", pt=c.PT("f"), dt=c.D(c.visit),
            his=c.his, rel=rel, fn=c.FAM(fp, "f"))
    elif k == 2:
        d.f("{pt} was seen for follow-up of {dx}. {He} was last reviewed on {lv}. ", pt=c.pt_title("l"), dx=c.dx,
            He=cap(c.he), lv=c.D(c.last_visit))
    else:
        d.f("Many thanks for asking me to see this pleasant {age} regarding {dx}. ", age=c.age_phrase(r.choice([0, 7, 6])),
            dx=c.dx)
    d.f("{He} was diagnosed in {y}. ", He=cap(c.he), y=c.D(c.dx_date, r.choice(["y", "my", "mya"])))


def gp_letter(c):
    r = c.rng
    d = Doc()
    blocks.letterhead(d, c)
    d.f("{dt}\n\n", dt=c.D(c.visit, r.choice([c.dstyle, "dmyl" if c.c != "CA" else "mdyl", "wdl" if c.c != "CA" else "wmdy"])))
    if r.random() < 0.5:
        d.f("Our ref: {a}\n\n", a=(phi.account(r), "ACCOUNT"))
    blocks.gp_block(d, c)
    d.t(blocks.salutation(c), c.dr(c.gp, r.choice(["l", "l", "f"])), ",\n\n")
    blocks.pt_header(d, c)
    v = r.randint(0, 2)
    if v == 0:
        d.ln(r.choice(["Diagnoses:", "DIAGNOSES", "Problem list:"]))
        blocks.problem_list(d, c, numbered=r.random() < 0.6)
        d.ln("\n" + r.choice(["Current medications:", "MEDICATIONS", "Medications:"]))
        blocks.med_list(d, c, bullet=r.choice(["- ", "* ", "  "]))
        d.t("\n")
        d.ln(r.choice(["History:", "HISTORY", "Progress:"]))
        opener(d, c)
        d.ln(clinical.hx2(r, c.S))
        if r.random() < 0.5:
            blocks.social_hx(d, c)
        d.t("\n")
        d.ln(r.choice(["On examination: ", "Examination: ", "O/E: "]) + clinical.vitals(r) + ". " +
             r.choice(c.S["exam"]))
        d.t("\n")
        d.f("Investigations ({dt}, {lab}): {ix}.\n", dt=c.D(phi.add_days(c.visit, -r.randint(2, 20))),
            lab=(c.lab, "ORGANIZATION"), ix=", ".join(clinical.ix_list(r, c.S, r.randint(3, 6))))
        d.ln(clinical.score(r, c.S) + ".")
        d.t("\n")
        d.ln(r.choice(["Impression and plan:", "PLAN", "Plan:", "Recommendations:"]))
        bul = r.choice(["- ", "* ", "> ", "o "])
        for p in clinical.pick(r, c.S["plan"], r.randint(2, 5)):
            d.ln(bul + p)
        d.t("\n")
        extras(d, c, r.randint(1, 3))
    elif v == 1:
        if r.random() < 0.6:
            d.ln(r.choice(["Diagnoses:", "Active problems:", "DIAGNOSIS"]))
            blocks.problem_list(d, c, numbered=r.random() < 0.5)
            d.ln("\n" + r.choice(["Medications:", "Current medications:"]))
            blocks.med_list(d, c, bullet=r.choice(["- ", "* "]))
            d.t("\n")
        opener(d, c)
        d.ln(clinical.hx2(r, c.S))
        d.t("\n")
        blocks.social_hx(d, c)
        d.t("\n")
        d.ln("On examination " + r.choice(c.S["exam"]).lower() + " " + clinical.vitals(r) + ".")
        d.t("\n")
        d.f("Recent bloods from {dt} show {ix}. {sc}.\n\n", dt=c.D(phi.add_days(c.visit, -r.randint(2, 30)), r.choice([c.dstyle, "dma" if c.c != "CA" else "md"])),
            ix=", ".join(clinical.ix_list(r, c.S, r.randint(3, 5))), sc=clinical.score(r, c.S))
        d.f("In summary, {pt} has {dx}. ", pt=c.pt_title("l"), dx=c.dx)
        d.ln("I have recommended the following: " + "; ".join(p[0].lower() + p[1:] for p in clinical.pick(r, c.S["plan"], 3)) + ".")
        d.t("\n")
        extras(d, c, r.randint(1, 3))
        blocks.next_appt(d, c)
        d.t("\n")
    else:
        if r.random() < 0.6:
            d.f("Diagnosis: {dx} (since {y})\nMedications: {m}\n\n", dx=c.dx, y=c.D(c.dx_date, r.choice(["y", "mya"])),
                m="; ".join(c.meds))
        d.f("I saw {pt} again on {dt}. ", pt=c.PT("f"), dt=c.D(c.visit))
        d.ln(clinical.hx(r, c.S) + " " + r.choice(c.S["exam"]) + " " + clinical.score(r, c.S) + ".")
        d.t("\n")
        d.f(r.choice(["Results", "Recent results", "Investigations"]) + " {dt}: {ix}.\n\n", dt=c.D(phi.add_days(c.visit, -r.randint(1, 14))), ix="; ".join(clinical.ix_list(r, c.S, 4)))
        d.ln("Plan:")
        for i, p in enumerate(clinical.pick(r, c.S["plan"], r.randint(2, 4))):
            d.ln("%d) %s" % (i + 1, p))
        d.t("\n")
        extras(d, c, r.randint(1, 2))
        d.f("I will see {him} again in {m} ({dt}).\n\n", him="him" if c.sexl == "M" else "her",
            m=r.choice(["three months", "six months", "4 months", "12 weeks"]), dt=c.D(c.next_visit, r.choice(["my", "mya", c.dstyle])))
    if r.random() < 0.65:
        k = r.randint(0, 2)
        if k == 0:
            d.f("Please do not hesitate to contact me on {p} or {e} if you have any concerns in the interim.\n\n",
                p=(c.clinic_ph, "PHONE"), e=(c.clinic_email, "EMAIL"))
        elif k == 1:
            d.f("Thank you for your ongoing care of {pt}. I have given {him} our nurse line ({p}) for flares.\n\n",
                pt=c.pt_title("l"), him="him" if c.sexl == "M" else "her", p=(phi.with_ext(r, c.clinic_ph), "PHONE"))
        else:
            d.ln("Thank you for involving me in " + c.his + " care. I would be grateful if you could continue to monitor "
                 + r.choice(["FBC and LFTs every 3 months", "blood pressure and renal function", "weight and HbA1c",
                             "mood and sleep", "skin checks annually"]) + ".")
            d.t("\n")
    blocks.signoff(d, c)
    blocks.cc_block(d, c)
    return d


def new_consult(c):
    r = c.rng
    d = Doc()
    H = r.choice([lambda s: s.upper() + ":", lambda s: s + ":", lambda s: "## " + s, lambda s: "[" + s + "]"])
    d.f("{t} -- NEW PATIENT CONSULTATION\n", t=c.S["title"].upper())
    d.f("Date: {dt}   Clinic: {h}   Room: {rm}\n", dt=c.D(c.visit), h=c.H(c.clinic), rm=(c.room, "LOCATION_OTHER"))
    d.f("Consultant: {t} {s}   Seen by: {t2} {g} ({role})\n", t=c.spec_title, s=c.DR(c.spec_dr, "fl"), t2=c.drt,
        g=c.DR(c.reg, r.choice(["fl", "iL"])), role=c.reg_role)
    d.f("Referred by: {t} {g}, {p} (referral dated {rd})\n", t=c.drt, g=c.DR(c.gp, "fl"), p=c.H(c.gp_prac),
        rd=c.D(phi.add_days(c.visit, -r.randint(20, 200))))
    if r.random() < 0.5:
        d.f("Encounter: {a}\n", a=(phi.account(r), "ACCOUNT"))
    d.t("\n")
    blocks.pt_header(d, c, kind=r.choice([2, 3, 4]))
    if c.c == "CA" and r.random() < 0.35:
        lab, v = phi.ssn(r, c.c)
        d.f("{lab} (for CPP-D forms): {v}\n\n", lab=lab, v=(v, "SSN"))
    elif r.random() < 0.15:
        lab, v = phi.ssn(r, c.c)
        d.f("{lab}: {v}\n\n", lab=lab, v=(v, "SSN"))
    d.ln(H("Reason for referral"))
    d.ln(cap(r.choice(c.S["triage"])) + ".")
    d.t("\n")
    d.ln(H(r.choice(["HPI", "History of presenting complaint", "HOPC"])))
    d.f("{age} with {dx}. Symptoms began around {on}. ", age=c.age_phrase(r.choice([0, 1, 3, 4, 9])), dx=c.dx,
        on=c.D(phi.add_days(c.dx_date, -r.randint(30, 300)), r.choice(["my", "mya", "y"])))
    d.ln(clinical.hx2(r, c.S))
    if r.random() < 0.6:
        a1 = phi.add_days(c.visit, -r.randint(30, 400))
        a2 = phi.add_days(a1, r.randint(2, 9))
        d.f("Admitted to {h} {d1}-{d2} with {why}.\n", h=c.H(phi.inst(r, c.c, "hosp")), d1=c.D(a1, r.choice(["dm", "dma", c.dstyle])),
            d2=c.D(a2, c.dstyle), why=r.choice(["a flare", "pneumonia", "DKA", "status epilepticus", "an acute GI bleed",
                                                   "cellulitis", "a fall"]))
    d.t("\n")
    d.ln(H(r.choice(["PMHx", "Past history", "Past medical history"])))
    blocks.problem_list(d, c, numbered=r.random() < 0.5)
    d.t("\n")
    d.ln(H("Medications"))
    blocks.med_list(d, c)
    d.f("{a} {al}\n\n", a=H("Allergies"), al=r.choice(clinical.ALLERGIES))
    d.ln(H(r.choice(["FHx", "Family history"])))
    blocks.family_hx(d, c)
    d.t("\n")
    d.ln(H(r.choice(["SHx", "Social history", "Social"])))
    blocks.social_hx(d, c, terse=r.random() < 0.5)
    d.t("\n")
    d.ln(H(r.choice(["Examination", "O/E", "Exam"])))
    d.ln(clinical.vitals(r) + ". " + " ".join(clinical.pick(r, c.S["exam"], 2)))
    d.t("\n")
    d.ln(H(r.choice(["Investigations", "Ix", "Results"])))
    d.f("{dt} ({lab}, acc {acc}): {ix}\n", dt=c.D(phi.add_days(c.visit, -r.randint(3, 40))), lab=(c.lab, "ORGANIZATION"),
        acc=(phi.idnum(r, "acc"), "IDNUM"), ix=", ".join(clinical.ix_list(r, c.S, r.randint(4, 7))))
    if r.random() < 0.6:
        d.f("Imaging at {rad} {dt}: reported by {t} {n}.\n", rad=c.H(c.rad), dt=c.D(phi.add_days(c.visit, -r.randint(5, 60))),
            t=c.drt, n=c.DR(phi.Person(r), r.choice(["fl", "iL"])))
    d.ln(clinical.score(r, c.S))
    d.t("\n")
    d.ln(H(r.choice(["Impression", "Assessment", "Imp"])))
    d.f("{pt} has {dx}.\n\n", pt=c.pt_title("l"), dx=c.dx)
    d.ln(H("Plan"))
    for p in clinical.pick(r, c.S["plan"], r.randint(3, 6)):
        d.ln("- " + p)
    extras(d, c, r.randint(1, 2), skip=(12,))
    d.t("\n")
    k = r.randint(0, 2)
    if k == 0:
        d.f("{t} {g}, {role} (pager {pg}) for {t2} {s}\n", t=c.drt, g=c.DR(c.reg, "fl"), role=c.reg_role,
            pg=(phi.pager(r), "PHONE"), t2=c.spec_title, s=c.DR(c.spec_dr, "l"))
    elif k == 1:
        d.f("Seen and discussed with {t} {s}. -- {g} ({role})\n", t=c.spec_title, s=c.DR(c.spec_dr, "l"),
            g=c.DR(c.reg, "iL"), role=c.reg_role)
    else:
        d.f("Signed: {t} {s}, {cr}  {dt} {tm}\n", t=c.spec_title, s=c.DR(c.spec_dr, "fl"), cr=c.creds, dt=c.D(c.visit),
            tm=r.choice(["11:52", "16:20", "09:47", "13:05"]))
    return d


def followup(c):
    r = c.rng
    d = Doc()
    k = r.randint(0, 2)
    t = r.choice(["09:00", "09:30", "10:15", "11:40", "13:20", "14:45", "15:30"])
    if k == 0:
        d.f("{h} {ti} F/U   {dt} {tm}\n", h=c.H(c.clinic), ti=c.S["title"], dt=c.D(c.visit), tm=t)
        d.f("Pt: {n}  {ml} {m}  {ag}\n", n=c.PT("LF"), ml=c.mrn_label, m=(c.mrn, "MRN"), ag=c.age_phrase(r.choice([3, 8])))
    elif k == 1:
        d.f("PROGRESS NOTE -- {ti}\n{n} | DOB {dob} | {ml} {m}\nVisit {dt} | {rm} | {h}\n",
            ti=c.S["title"].upper(), n=c.PT("LFM"), dob=c.D(c.dob), ml=c.mrn_label, m=(c.mrn, "MRN"),
            dt=c.D(c.visit), rm=["Rm ", (c.room, "LOCATION_OTHER")], h=c.H(c.clinic))
    else:
        d.f("{dt} -- review {n} ({ag}), {dx}\n", dt=c.D(c.visit), n=c.PT(r.choice(["fl", "iL"])),
            ag=c.age_phrase(r.choice([1, 3, 4])), dx=c.dx)
    if r.random() < 0.5:
        d.f("GP: {t} {g} ({p}); {hl} {h}", t=c.drt, g=c.DR(c.gp, r.choice(["l", "iL"])), p=c.H(c.gp_prac), hl=c.hp[0], h=c.hp_piece())
        if k == 2:
            d.f("; {ml} {m}", ml=c.mrn_label, m=(c.mrn, "MRN"))
        d.t("\n")
    d.t("\n")
    sub = r.randint(0, 1)
    if sub == 0:
        d.f("S: {h}", h=clinical.hx2(r, c.S))
        if r.random() < 0.5:
            rel, fp = c.fam[0]
            d.f(" Here with {rel} {n}.", rel=rel, n=c.FAM(fp, "f"))
        d.t("\n")
        d.ln("O: " + clinical.vitals(r) + ". " + r.choice(c.S["exam"]))
        d.f("   " + r.choice(["Ix", "Results", "Ix"]) + " {dt}: {ix}\n", dt=c.D(phi.add_days(c.visit, -r.randint(1, 10)), r.choice(["dm", "dma", "md"] if c.c == "CA" else ["dm", "dma"])),
            ix=", ".join(clinical.ix_list(r, c.S, 4)))
        d.ln("   " + clinical.score(r, c.S))
        d.ln("   Meds: " + "; ".join(c.meds))
        if r.random() < 0.4:
            ed = phi.add_days(c.visit, -r.randint(10, 60))
            d.f("   Interval: ED presentation {h} {dt} -- {w}; d/c same day.\n", h=c.H(phi.inst(r, c.c, "hosp")), dt=c.D(ed),
                w=r.choice(["flare", "chest infection", "fall", "hypoglycaemia", "seizure", "dehydration"]))
        d.ln("A: " + c.dx + " -- " + r.choice(["stable", "improving", "active", "partial response", "in remission", "flaring"]))
        d.ln("P:")
        for p in clinical.pick(r, c.S["plan"], r.randint(2, 4)):
            d.ln("  - " + p)
    else:
        d.ln("Dx: " + c.dx + "; " + ", ".join(c.dx2))
        d.ln("Rx: " + "; ".join(c.meds))
        d.f("Since last visit ({lv}): {h}\n", lv=c.D(c.last_visit, r.choice([c.dstyle, "dm" if c.c != "CA" else "md"])), h=clinical.hx(r, c.S))
        d.ln("Ex: " + r.choice(c.S["exam"]) + " " + clinical.score(r, c.S) + ".")
        d.ln("Ix: " + "; ".join(clinical.ix_list(r, c.S, 3)))
        d.ln("Mx: " + " / ".join(clinical.pick(r, c.S["plan"], 3)))
        if r.random() < 0.5:
            rel, fp = c.fam[0]
            d.f("Accompanied by {rel} {n}; {pt} prefers calls to {p}.\n", rel=rel, n=c.FAM(fp, "f"), pt=c.PT("f"), p=c.mob())
    if r.random() < 0.5:
        extras(d, c, 1)
    else:
        d.t("\n")
    blocks.next_appt(d, c)
    if r.random() < 0.5:
        d.f("Copy: {t} {g}, {p} (fax {fx})\n", t=c.drt, g=c.DR(c.gp, r.choice(["iL", "fl", "l"])), p=c.H(c.gp_prac),
            fx=(c.gp_fax, "FAX"))
    k = r.randint(0, 3)
    if k == 0:
        d.f("{g} ({role}) / {t} {s}\n", g=c.DR(c.reg, "iL"), role=c.reg_role, t=c.spec_title, s=c.DR(c.spec_dr, "l"))
    elif k == 1:
        d.f("-- {s} {cr}\n", s=c.DR(c.spec_dr, "iL2"), cr=c.creds)
    elif k == 2:
        d.f("Entered by {u} {dt} {tm}\n", u=(c.reg.user(r), "USERNAME"), dt=c.D(c.visit), tm=t)
    else:
        d.f("{n}, {role}\n", n=c.DR(c.nurse, "fl"), role=c.nurse_role)
        d.f("{t} {s} (consultant)\n", t=c.spec_title, s=c.DR(c.spec_dr, "fl"))
    return d
