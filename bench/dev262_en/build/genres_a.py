"""Genres: initial MDT assessment, referral triage (own), MDT case meeting
minutes (own)."""
import clinical as CL
import measures as M
import phi
from case import doc, name
from common import (audit_footer, bullets, cc_block, clinic_loc, letterhead, pt_banner,
                    signature, typist)


def H(n, rng, title):
    k = rng.random()
    if k < 0.4:
        n.t("\n" + title.upper() + ":\n")
    elif k < 0.7:
        n.t("\n" + title + "\n" + "-" * len(title) + "\n")
    else:
        n.t("\n" + title + ": ")


def social_history(n, rng, c):
    k = rng.random()
    rel = c.partner_rel
    if k < 0.5:
        n.f("Lives with {his} {rel} {p}", his=c.his, rel=rel,
            p=name(c.partner, "FAMILY", rng, rng.choice(["first", "full"])))
        if rng.random() < 0.5:
            n.f(" ({a_pp} {pp})", pp=("PROFESSION", c.partner_prof))
        n.f(" in {city}", city=("CITY", c.addr.city))
        if rng.random() < 0.5:
            n.f(" and {his} {cr} {ch}, aged {ca}", his=c.his, cr=c.child_rel,
                ch=name(c.child, "FAMILY", rng, "first"), ca=("AGE", str(c.child_age)))
        n.t(". ")
    else:
        n.f("Lives alone in a flat in {city}; {his} {pr} {pn} visits daily and helps with shopping. ",
            city=("CITY", c.addr.city), his=c.his, pr=c.parent_rel,
            pn=name(c.parent, "FAMILY", rng, rng.choice(["first", "full"])))
    k = rng.random()
    if k < 0.45:
        n.f("Works as {a_prof} {prof} for {emp}; currently off sick since {d}. ", prof=("PROFESSION", c.profession),
            emp=("ORGANIZATION", c.employer), d=c.monyear(rng, phi.add_days(c.infection, rng.randint(10, 60))))
    elif k < 0.7:
        n.f("{He} is {a_prof} {prof} ({emp}), back on a phased return at {h} h/week. ", He=c.he.capitalize(),
            prof=("PROFESSION", c.profession), emp=("ORGANIZATION", c.employer), h=rng.choice([8, 12, 16, 20]))
    elif k < 0.85:
        n.f("Previously worked as {a_prof} {prof}; medically retired in {y}. ", prof=("PROFESSION", c.profession),
            y=("DATE", str(c.clinic_date.year - rng.randint(0, 1))))
    else:
        n.f("Self-employed {prof}; has lost most of {his} clients. ", prof=("PROFESSION", c.profession), his=c.his)
    if rng.random() < 0.4:
        n.f("Originally from {co}, moved here in {y}. ", co=("COUNTRY", c.origin_country),
            y=("DATE", str(rng.randint(1990, c.clinic_date.year - 3))))
    n.t(rng.choice(CL.SOCIAL_BITS) + "\n")


def family_history(n, rng, c):
    k = rng.random()
    if k < 0.4:
        n.f("{Pr} died aged {a} (MI). ", Pr=c.parent_rel.capitalize(), a=("AGE", str(rng.randint(52, 88))))
    elif k < 0.7:
        n.f("{Pr} ({pn}, {a}) has hypothyroidism; sister has EDS. ", Pr=c.parent_rel.capitalize(),
            pn=name(c.parent, "FAMILY", rng, "first"), a=("AGE", str(rng.randint(c.age + 20, c.age + 34))))
    else:
        n.t("No family history of autonomic disorders or sudden cardiac death. ")
    n.t("\n")


def mdt_initial(n, rng, c):
    if rng.random() < 0.6:
        letterhead(n, rng, c)
    n.line(rng.choice(["POST-COVID MDT INITIAL ASSESSMENT", "Multidisciplinary Initial Assessment - Long COVID",
                       "LONG COVID / ME-CFS SERVICE: NEW PATIENT MDT ASSESSMENT", "Initial Assessment (MDT)"]))
    n.line("Date of assessment: {d}", d=c.date(rng, c.clinic_date))
    clinic_loc(n, rng, c)
    pt_banner(n, rng, c)
    seen = [c.cl["consultant"], c.cl["physio"], c.cl["ot"]]
    if rng.random() < 0.5:
        seen.append(c.cl["nurse"])
    n.t("Seen by: ")
    for i, p in enumerate(seen):
        if i:
            n.t("; ")
        n.add(doc(p, rng, rng.choice(["dr_last", "full_creds", "init_creds", "full"])))
        n.t(" (%s)" % rng.choice([p.role, p.role.split(",")[0]]))
    n.t("\n")
    n.f("Referred by {gp} ({pr}); referral dated {d}", gp=doc(c.cl["gp"], rng, rng.choice(["dr_last", "dr_full", "dr_init"]), creds=False),
        pr=("HOSPITAL", c.gp_practice), d=c.date(rng, c.referral))
    if c.country == "UK" and rng.random() < 0.6:
        n.f(", e-RS UBRN {u}", u=("IDNUM", phi.idnum(rng, "ubrn")))
    n.t(".\n")
    if rng.random() < 0.5:
        n.f("Accompanied by {his} {rel}, {p}.\n", his=c.his, rel=c.partner_rel,
            p=name(c.partner, "FAMILY", rng, rng.choice(["first", "full", "title_last"])))
    if rng.random() < 0.15:
        n.f("Interpreter used ({lang}), ID {i}.\n", lang=rng.choice(["Polish", "Urdu", "Somali", "Portuguese", "Arabic", "Tigrinya"]),
            i=("IDNUM", phi.idnum(rng, "other")))

    H(n, rng, "History of presenting complaint")
    ap = c.age_piece(rng)
    n.f("{a}{yo} {sx} ", a=ap, yo=rng.choice(["-year-old", " year old", " yo", "yo"] if ap[1].isdigit() else ["-year-old", " year old"]),
        sx=rng.choice(["woman" if c.sex == "F" else "man", "female" if c.sex == "F" else "male", c.sex]))
    n.f("{prof}", prof=("PROFESSION", c.profession) if rng.random() < 0.6 else "")
    n.f(" with persistent symptoms following COVID-19 in {d} ", d=rng.choice([c.monyear(rng, c.infection), c.date(rng, c.infection)]))
    n.t("(%d months ago). " % max(3, (c.clinic_date - c.infection).days // 30))
    n.t(CL.acute_history(rng) + "\n")
    if rng.random() < 0.25:
        n.f(rng.choice(["Infected while travelling in {co}. ", "Returned from {co} two days before onset. ",
                        "Caught it at a family wedding in {co}. "]), co=("COUNTRY", c.travel_country))
        n.t("\n")
    if rng.random() < 0.5:
        n.f("Symptoms worsened after returning to work on {d}", d=c.date(rng, phi.add_days(c.infection, rng.randint(20, 80))))
        n.t(rng.choice([" and again over ", " and over "]))
        n.f("{hol}", hol=("DATE", rng.choice(["Christmas", "Easter", "New Year's Day",
                                             "Thanksgiving" if c.country in ("US", "CA") else "Boxing Day"])))
        n.t(".\n")
    if rng.random() < 0.25:
        n.f(">> copied from GP referral ({d}):  \"{nm} is a pleasant {a}yo who had covid and has   not bounced back. "
            "c/o fatigue++, palps, SOB on stairs.  ?long covid  ?POTS. bloods NAD.\" <<\n",
            d=c.date(rng, c.referral), nm=name(c.pt, "PATIENT", rng, rng.choice(["first", "title_last", "title_last"])),
            a=("AGE", str(c.age)))
    n.t("Current symptoms:\n")
    bullets(n, CL.symptom_list(rng), rng.choice(["- ", "* ", "  o ", "• "]))
    n.t(" ".join(CL.function_lines(rng, rng.randint(2, 3))) + "\n")

    H(n, rng, "PMH")
    n.t("; ".join(CL.pmh(rng)) + "\n")
    H(n, rng, rng.choice(["DH", "Medications", "Current medication"]))
    n.t("\n".join(CL.meds(rng)) + "\n")
    n.t("Allergies: " + rng.choice(CL.ALLERGIES) + "\n")
    H(n, rng, "Social history")
    social_history(n, rng, c)
    H(n, rng, "Family history")
    family_history(n, rng, c)
    H(n, rng, "Questionnaires")
    n.t("; ".join(M.scores(rng)) + "\n")
    H(n, rng, "Examination")
    n.t(M.obs(rng) + ". " + M.bmi(rng) + "\n")
    n.t(" ".join(CL.pick(rng, CL.EXAM, rng.randint(2, 4))) + "\n")
    rows, sup, peak, pots = M.active_stand(rng)
    n.t("10-min active stand: supine HR %d, max standing HR %d (increment %d bpm)%s.\n" %
        (sup, peak, peak - sup, "; meets HR criterion for PoTS" if peak - sup >= 30 else ""))
    H(n, rng, "Investigations")
    n.f("Bloods ({d}): ", d=c.date(rng, phi.add_days(c.referral, -rng.randint(5, 40))))
    n.t(", ".join(M.labs(rng)) + ".\n")
    if rng.random() < 0.5:
        n.f("ECG {d}: sinus rhythm, rate %d, normal intervals. CXR: clear.\n" % rng.randint(60, 104),
            d=c.short(rng, phi.add_days(c.referral, -rng.randint(5, 60))))
    if rng.random() < 0.4:
        n.t(" ".join(CL.hard_negs(rng, 2)) + "\n")
    H(n, rng, "Impression")
    for i, x in enumerate(CL.impressions(rng)):
        n.t("%d. %s\n" % (i + 1, x))
    H(n, rng, "Plan")
    bullets(n, CL.plan_items(rng))
    if rng.random() < 0.5:
        n.f("Follow-up: {w} in {d}.\n", w=rng.choice(["MDT review", "physio-led pacing group", "consultant review"]),
            d=c.monyear(rng, c.after(rng.randint(40, 120))))
    n.t("\n")
    signature(n, rng, c.cl["consultant"], c.country, closing=False)
    if rng.random() < 0.6:
        typist(n, rng, c.cl["consultant"], c.cl["admin"], c)
    if rng.random() < 0.6:
        cc_block(n, rng, c)
    audit_footer(n, rng, c, c.cl["consultant"])


# ------------------------------------------------------------------ referral triage
def referral_triage(n, rng, c):
    n.line(rng.choice(["REFERRAL TRIAGE - POST COVID SERVICE", "Referral triage note", "LC referral screening / triage",
                       "Intake triage - Long COVID clinic"]))
    n.line("Triage date: {d}   Triaged by: {p}", d=c.date(rng, phi.add_days(c.referral, rng.randint(2, 20))),
           p=doc(c.cl[rng.choice(["nurse", "consultant", "physio"])], rng))
    n.line("Referral ref: {r}   Received: {d}", r=("IDNUM", phi.idnum(rng, "ref")), d=c.date(rng, c.referral))
    n.t("\n")
    k = rng.random()
    if k < 0.5:
        n.line("Pt: {nm}  {a}{s}  DOB {d}", nm=name(c.pt, "PATIENT", rng, rng.choice(["last_first", "full", "upper"])),
               a=("AGE", str(c.age)), s=c.sex, d=c.date(rng, c.dob))
    else:
        n.line("Patient name: {nm}", nm=name(c.pt, "PATIENT", rng, rng.choice(["title_full", "full_mid"])))
        n.line("D.O.B.: {d}  Age: {a}", d=c.date(rng, c.dob), a=c.age_piece(rng))
    n.line("{hl}: {h}   MRN: {m}", hl=c.hpid_label, h=("HEALTHPLAN", c.hpid), m=("MRN", c.mrn))
    if c.ssn and rng.random() < 0.35:
        n.line("{l}: {v}", l=c.ssn_label, v=("SSN", c.ssn))
    n.f("Contact: {p}", p=("PHONE", c.pt_phone))
    if rng.random() < 0.5:
        n.f(" (mobile), {h} (home)", h=("PHONE", c.pt_home))
    n.t("\n")
    if rng.random() < 0.5:
        n.f("Email: {e} - consent to email: {y}\n", e=("EMAIL", c.pt_email), y=rng.choice(["Y", "yes", "N"]))
    n.f("Referrer: {gp}, {pr}, tel {ph}, fax {fx}\n", gp=doc(c.cl["gp"], rng, rng.choice(["dr_full", "full_creds"])),
        pr=("HOSPITAL", c.gp_practice), ph=("PHONE", c.gp_phone), fx=("FAX", c.gp_fax))
    n.t("\nReason for referral (from letter): ")
    n.f('"{nm} has had ongoing fatigue and breathlessness since COVID in {d}. ',
        nm=name(c.pt, "PATIENT", rng, rng.choice(["title_last", "first"])), d=c.monyear(rng, c.infection))
    n.t(rng.choice(["Unable to work. ", "Struggling at work. ", "Now largely housebound. ", "Previously very fit. "]))
    n.t('Bloods normal. Please assess."\n')
    n.t("\nScreening checklist:\n")
    checks = [
        ("Symptoms > 12 weeks post infection", "Y"), ("Red flags excluded by referrer", rng.choice(["Y", "Y", "N - see below"])),
        ("Baseline bloods within 3 months", rng.choice(["Y", "N"])), ("CXR done", rng.choice(["Y", "N", "n/a"])),
        ("Lying/standing BP", rng.choice(["Y", "N", "not documented"])), ("PEM present (DSQ-PEM)", rng.choice(["Y", "Y", "unclear"])),
        ("Severe/very severe ME/CFS (home visit needed)", rng.choice(["N", "N", "N", "Y"])),
    ]
    for a, b in checks:
        n.t("[%s] %s\n" % (b, a))
    if rng.random() < 0.5:
        n.f("Note: referrer's earlier letter of {d} mentions a possible PE; CTPA at {h} was negative.\n",
            d=c.date(rng, phi.add_days(c.referral, -rng.randint(30, 200))), h=("HOSPITAL", c.hospital2))
    n.t("\nOutcome: ")
    n.t(rng.choice(["ACCEPT - routine MDT assessment.", "ACCEPT - urgent (deteriorating, off work).",
                    "ACCEPT - virtual first appointment, then physio pacing group.",
                    "Return to referrer: needs bloods/CXR first (see checklist).",
                    "ACCEPT to ME/CFS pathway (symptoms > 3 months, PEM present)."]) + "\n")
    n.f("Pathway: {p}. Target wait {w} weeks (RTT clock start {d}).\n",
        p=rng.choice(["Assessment + rehab", "Autonomic", "Respiratory BPD", "ME/CFS specialist", "OT vocational"]),
        w=rng.choice(["6", "8", "12", "18"]), d=c.date(rng, c.referral))
    if rng.random() < 0.5:
        n.f("Appointment offered: {d} {t} with {p}, {r}.\n", d=c.wdate(rng, c.clinic_date),
            t="%02d:%s" % (rng.randint(8, 16), rng.choice(["00", "15", "30", "45"])),
            p=doc(c.cl["consultant"], rng, "dr_last"), r=("LOCATION_OTHER", c.room))
    if rng.random() < 0.4:
        n.f("Letter to GP and patient sent {d} ({u}).\n", d=c.date(rng, phi.add_days(c.referral, rng.randint(5, 25))),
            u=("USERNAME", c.cl["admin"].user))
    if rng.random() < 0.3:
        n.t(M.non_phi_code(rng) + " coded.\n")
    audit_footer(n, rng, c, c.cl["nurse"])


# ------------------------------------------------------------------ MDT meeting minutes
def mdt_meeting(n, rng, c):
    n.line(rng.choice(["Long COVID MDT - case discussion", "POST-COVID MDT MEETING MINUTES (extract)",
                       "Weekly MDT: complex cases", "ME/CFS & Long COVID MDT outcome"]))
    n.line("Meeting date: {d}   Venue: {v} / Teams", d=c.wdate(rng, c.after(rng.randint(7, 30))),
           v=("LOCATION_OTHER", c.building))
    n.t("Present: ")
    roles = ["consultant", "physio", "ot", "nurse", "psych"] + (["registrar"] if rng.random() < 0.5 else [])
    for i, r in enumerate(roles):
        if i:
            n.t(", ")
        n.add(doc(c.cl[r], rng, rng.choice(["dr_last", "full", "init_creds", "first"]), creds=False))
        n.t(" (%s)" % {"consultant": "Chair", "physio": "PT", "ot": "OT", "nurse": "CNS", "psych": "Psych",
                        "registrar": "StR"}[r])
    n.t("\nApologies: ")
    n.add(doc(c.cl["physiologist"], rng, "full", creds=False))
    n.t("\n\n")
    n.line("Case {k}: {nm} ({a}{s}), {m}", k=str(rng.randint(1, 9)),
           nm=name(c.pt, "PATIENT", rng, rng.choice(["initials", "full", "title_last", "init_last"])),
           a=("AGE", str(c.age)), s=c.sex, m=("MRN", c.mrn))
    n.f("Presented by {p}. ", p=doc(c.cl[rng.choice(["physio", "ot", "nurse"])], rng, rng.choice(["first", "full"]), creds=False))
    if rng.random() < 0.5:
        n.f("{A} {prof}, initially seen {d}; ", A="An" if c.profession[0] in "aeiou" else "A",
            prof=("PROFESSION", c.profession), d=c.date(rng, c.clinic_date))
    else:
        n.f("Initially seen {d}; ", d=c.date(rng, c.clinic_date))
    n.t(rng.choice(["plateaued after 3 months of pacing.", "significant PEM despite pacing; crashes every 7-10 days.",
                    "improving, now 16 h/week at work.", "new presyncope; tilt pending.",
                    "employer pushing for full duties; OT letter needed."]) + "\n")
    n.t("Discussion:\n")
    items = [
        "HR data (Garmin): resting HR trend up from 62 to 74 over 4 weeks.",
        "Active stand in clinic: +34 bpm at 8 min without hypotension.",
        "COMPASS-31 up from 28 to 41.",
        "PHQ-9 15/27, no active SI; psychology to offer adjustment sessions.",
        "Discussed whether CPET is appropriate - consensus: defer (PEM risk).",
        "Ferritin 22, started oral iron by GP.",
        "Cognitive screen (MoCA 26/30); reports difficulty with multitasking at work.",
        "Partner reports snoring and apnoeas - consider sleep study (STOP-BANG 4).",
    ]
    bullets(n, CL.pick(rng, items, rng.randint(3, 5)))
    if rng.random() < 0.5:
        n.f("{his} {rel} {p} phoned the team on {d} concerned about deterioration.\n", his=c.his.capitalize(),
            rel=c.partner_rel, p=name(c.partner, "FAMILY", rng, "first"), d=c.date(rng, c.after(rng.randint(1, 20))))
    n.t("Outcome / actions:\n")
    acts = [
        ["Refer to ", ("HOSPITAL", c.hospital2), " autonomic unit for tilt-table test. Owner: ",
         doc(c.cl["consultant"], rng, "initials")],
        ["OT to write to employer (", ("ORGANIZATION", c.employer), ") re phased return. Owner: ",
         doc(c.cl["ot"], rng, "first")],
        ["Physio: HR-guided pacing plan, review 6 weeks. Owner: ", doc(c.cl["physio"], rng, "initials")],
        ["Letter to GP (", doc(c.cl["gp"], rng, "dr_last", creds=False), ") re ivabradine trial."],
        ["Psychology opt-in letter. Owner: ", doc(c.cl["psych"], rng, "dr_last")],
        ["Add to ME/CFS specialist waiting list; next MDT review ", c.date(rng, c.after(rng.randint(40, 90))), "."],
    ]
    for i, a in enumerate(CL.pick(rng, acts, rng.randint(3, 5))):
        n.t("%d) " % (i + 1)).add(a).t("\n")
    if rng.random() < 0.4:
        n.t("\n")
        n.line("Case {k}: {nm} ({a}{s}) - deferred to next week.", k=str(rng.randint(10, 14)),
               nm=("PATIENT", "%s%s" % (rng.choice("ABCDEFGHJKLMNPRSTW"), rng.choice("ABCDEFGHJKLMNPRSTW"))),
               a=("AGE", str(rng.randint(22, 70))), s=rng.choice("MF"))
    n.t("\nMinutes taken by ")
    n.add(doc(c.cl["admin"], rng, "full", creds=False))
    n.t(". Next MDT: ")
    n.add(c.wdate(rng, c.after(rng.randint(35, 45))))
    n.t(".\n")
