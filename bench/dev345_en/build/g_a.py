"""Genres: SDEC referral record; rapid assessment note."""
import clinical as CL
import common as CM
import fmt as F
from ctx import org_name

ROUTES = {
    "UK": ["GP phone referral via single point of access", "ED streaming", "NHS 111 / CAS",
           "ambulance HCP line", "virtual ward step-up", "Urgent Community Response team",
           "GP e-referral"],
    "IE": ["GP referral letter (Healthlink)", "GP phone call to AMAU registrar", "ED streaming",
           "GP out-of-hours co-op", "community intervention team"],
    "US": ["PCP phone referral", "ED physician request", "urgent care transfer", "transfer center"],
    "CA": ["family physician referral (fax)", "ED consult", "walk-in clinic referral", "811 nurse line"],
    "AU": ["GP referral via central intake", "ED streaming", "ambulance referral", "HITH step-up"],
    "NZ": ["GP referral via e-referral", "ED streaming", "St John ambulance referral",
           "after-hours clinic"],
    "ZA": ["clinic referral letter", "casualty referral", "GP phone call"],
    "SG": ["polyclinic referral", "ED streaming", "GP memo"],
}


TRIAGE = {"UK": ["Manchester triage cat 3", "MTS yellow", "MTS cat 4"], "IE": ["MTS 3", "MTS yellow"],
          "AU": ["ATS 3", "ATS 4"], "NZ": ["ATS 3", "triage 4"], "CA": ["CTAS 3", "CTAS 4"],
          "US": ["ESI 3", "ESI level 4"], "ZA": ["SATS yellow", "SATS green"], "SG": ["PAC 2", "PAC 3"]}


def _crit(rng):
    items = ["NEWS2 < 5 (or agreed with senior)", "able to sit in a chair / ambulatory",
             "no requirement for bed or oxygen > 4 L", "expected same-day discharge",
             "not for surgical, gynae or paeds pathway", "capacity to consent to ambulatory care",
             "transport home available"]
    k = rng.randint(3, 6)
    out = []
    for it in rng.sample(items, k):
        out.append("[%s] %s" % (rng.choice(["x", "x", "x", "X", "Y"]), it))
    return out


def referral(n, c, rng):
    s = CL.scenario(rng, c, weights={"dvt": 5, "pe": 4, "cellulitis": 4, "syncope": 3, "chest": 2,
                                     "af": 2, "pyelo": 2, "anaemia": 2, "aki": 2, "hypona": 1,
                                     "cap": 2, "pleural": 1, "ugib": 1, "headache": 2})
    coord = c.staff("coord")
    reg = c.staff("reg")
    refdoc = c.gp if rng.random() < 0.65 else c.staff("jr", "edjr")
    from_gp = refdoc is c.gp
    t0 = CM.tm(rng, 8, 17)
    style = rng.randint(0, 2)
    if c.c in ("US", "CA") and rng.random() < 0.6:
        style = 1
    if style == 0:
        CM.hosp_header(n, c, rng)
        n.f("{u} - REFERRAL RECORD\n", u=c.unit.upper())
        n.t("=" * rng.choice([38, 44, 52]) + "\n")
        n.f("Received: {d} {t}   Route: {r}\n", d=c.D(c.d0), t=t0, r=rng.choice(ROUTES[c.c]))
        n.f("Ref: {ref}   Attendance: {acct}\n", ref=(c.ref_no, "IDNUM"), acct=(c.acct, "ACCOUNT"))
        n.f("Taken by: {cd}, {role} (ext {e})\n\n", cd=coord.full(), role=coord.role, e=(c.unit_ext, "PHONE"))
        n.t("-- PATIENT --\n")
        CM.demo_block(n, c, rng)
        if rng.random() < 0.75:
            n.f("NOK: {nok} ({rel}) {t}\n", nok=c.nok.full(), rel=c.nok_rel, t=(c.nok_tel, "PHONE"))
        if rng.random() < 0.3:
            n.f("Interpreter: {l} (not required for this call)\n", l=rng.choice(CM.INTERPRETER))
        if rng.random() < 0.2:
            vis = CM.origin(c, rng) or CM.travel(rng, c.country_name())
            n.v(["Overseas visitor from ", vis, " - ", rng.choice(["charging status checked by overseas team",
                                                                    "travel insurance details taken",
                                                                    "resident for 6 years, exempt"]), "\n"])
        n.t("\n-- REFERRER --\n")
        if from_gp:
            n.f("Dr {d}, {term}, {pr}\n", d=c.gp.full(), term=c.gp_term(), pr=(c.gp_prac, "HOSPITAL"))
            n.f("Direct line: {t}   Fax: {fx}\n", t=(c.gp_tel, "PHONE"), fx=(c.gp_fax, "FAX"))
        else:
            n.f("Dr {d}, {role}, Emergency Department, bleep {b}\n", d=refdoc.full(), role=refdoc.role,
                b=(refdoc.bleep, "PHONE"))
            CM.gp_block(n, c, rng, 1)
    elif style == 1:
        n.f("REFERRAL TO {u}\n{h}\n", u=c.unit.upper(), h=(c.hosp, "HOSPITAL"))
        n.f("Date/Time: {d} {t}    Referral #: {ref}\n\n", d=c.D(c.d0), t=t0, ref=(c.ref_no, "IDNUM"))
        n.f("Referring provider: {d}, MD\n", d=refdoc.fullm())
        lic_lab = "NPI" if c.c == "US" else F.LICENCE_LABEL[c.c]["doc"]
        lic = F.licence(rng, c.c, "npi") if c.c == "US" else F.licence(rng, c.c, "doc")
        n.f("{ll}: {lic}   Phone: {t}   Fax: {fx}\n", ll=lic_lab, lic=(lic, "LICENSE"),
            t=(c.gp_tel, "PHONE"), fx=(c.gp_fax, "FAX"))
        if from_gp:
            n.f("Practice: {pr}, {a}\n\n", pr=(c.gp_prac, "HOSPITAL"), a=c.gp_addr.pieces())
        else:
            n.t("Location: Emergency Department\n\n")
        n.f("Patient: {nm}   DOB: {dob}   Age: {age}   Sex: {sx}\n", nm=c.pt.caps_all(), dob=c.D(c.dob),
            age=c.age_t(), sx=CM.sex_word(c, 1))
        for lab, val in c.ids:
            n.f("{lab}: {v}   ", lab=lab, v=val)
        n.t("\n")
        if c.c == "US":
            plan = org_name(rng).split()[0] + rng.choice([" Health PPO", " Care HMO", " Mutual", " BlueShield Advantage"])
            n.f("Insurance: {p}   Group #: {g}\n", p=(plan, "ORGANIZATION"), g=("G" + F.digits(rng, 6), "HEALTHPLAN"))
        n.f("Address: {a}\nPhone: {m}\n", a=c.addr.pieces(), m=(c.mob, "PHONE"))
        if c.c == "US" and rng.random() < 0.5:
            n.f("Identity verified: palm-vein scan, biometric ID {b}\n", b=("PV" + F.digits(rng, 8), "BIOID"))
        if rng.random() < 0.5:
            n.f("Emergency contact: {nok} ({rel}) {t}\n", nok=c.nok.full(), rel=c.nok_rel, t=(c.nok_tel, "PHONE"))
    else:
        n.f("{u} referral log - {d}\n", u=c.unit, d=c.Dl(c.d0))
        n.f("{t} call from {who}", t=t0, who=["Dr ", refdoc.full()])
        if from_gp:
            n.f(" ({pr}, {ph})", pr=(c.gp_prac, "HOSPITAL"), ph=(c.gp_tel, "PHONE"))
        else:
            n.t(" (ED)")
        n.f(" re {nm}, ", nm=CM.pt_name(c, rng, 0))
        n.v(CM.age_phrase(c, rng))
        n.f(" {sx}, {lab} {v}, DOB {dob}. ", sx=CM.sex_word(c, 2), lab=c.ids[0][0], v=c.ids[0][1], dob=c.D(c.dob))
        n.f("Lives {city}. Contact {m}.\n", city=(c.addr.city, "CITY"), m=(c.mob, "PHONE"))
        n.f("Logged by {cd} ({role}). Ref {ref}.\n", cd=coord.fn(), role=coord.role, ref=(c.ref_no, "IDNUM"))
    # clinical section
    n.t("\n-- CLINICAL --\n" if style == 0 else "\nClinical details\n")
    n.f("Presenting complaint: {pc}\n", pc=s.pc)
    n.f("Working pathway: {p}\n", p=s.pathway)
    for h in s.hpi:
        n.t(h + " ")
    if s.kind in ("dvt", "pe") and "flight" in s.risk:
        n.f("Flew back from {cty} {days} days ago.", cty=CM.travel(rng, c.country_name()), days=rng.randint(2, 12))
    n.t("\n")
    n.f("Obs per referrer: {o}\n", o=CL.obs_text(s.obs, rng))
    n.t("PMH: ")
    CM.pmh_inline(n, s)
    n.f("\nMeds: {m}\nAllergies: {a}\n", m=", ".join(s.meds) if s.meds else "nil regular", a=s.allergy)
    if s.kind in ("dvt", "pe") and rng.random() < 0.6:
        n.f("Given pre-referral: {d} at {t}\n", d=rng.choice(["apixaban 10 mg", "dalteparin 15,000 units SC",
                                                              "rivaroxaban 15 mg"]), t=CM.tm(rng, 8, 16))
    if rng.random() < 0.5:
        n.f("Community bloods {d}: {l}\n", d=c.D(c.day(-rng.randint(1, 6))), l="; ".join(s.labs[:3]))
    if s.kind == "dvt" and rng.random() < 0.4:
        n.t("Wells score calculated by referrer: " + s.scores[0].split("score ")[1] + "\n")
    # acceptance
    n.t("\nSuitability:\n" if style != 2 else "")
    if style != 2:
        for x in _crit(rng):
            n.t("  " + x + "\n")
    acc = rng.random()
    slot = c.day(rng.choice([0, 0, 0, 1]))
    if acc < 0.82:
        n.f("Outcome: ACCEPTED by {r} ({role}) at {t}.\n", r=["Dr ", reg.ln()], role=reg.role, t=CM.tm(rng, 9, 18))
        n.f("Attend {d} at {t}; ", d=c.D(slot), t=CM.tm(rng, 9, 16))
        n.v(CM.bay(rng, c))
        n.t(" reserved.\n")
        if rng.random() < 0.5:
            n.f("Patient informed by phone on {m} - to bring medication list", m=(c.mob, "PHONE"))
            n.t(rng.choice([" and overnight bag just in case.\n", ".\n", "; fasting not required.\n"]))
        if rng.random() < 0.35:
            n.f("Driving in with {rel} ({nok}); car reg {pl} registered for free drop-off bay.\n",
                rel=c.nok_rel, nok=c.nok.fn(), pl=(F.plate(rng, c.c), "VEHICLE"))
    elif acc < 0.92:
        n.f("Outcome: redirected to ED (NEWS2 {x}) - discussed with {r}.\n", x=rng.randint(5, 8), r=["Dr ", reg.full()])
    else:
        n.f("Outcome: advice only - {adv}. Referrer happy. Logged by {cd}\n",
            adv=(s.plan[0][:1].lower() + s.plan[0][1:]) if s.plan[0][1:2].islower() else s.plan[0],
            cd=coord.ini())
    if rng.random() < 0.5:
        n.f("Patient leaflet sent by SMS: {u}\n", u=c.url(rng.choice(["sdec/what-to-expect", "leaflets/dvt",
                                                                       "patients/ambulatory-care", "sdec"])))
    if rng.random() < 0.4:
        n.f("Referral acknowledged to {em} at {t}.\n", em=(c.gp_email, "EMAIL"), t=CM.tm(rng, 10, 19))
    return s


def rapid(n, c, rng):
    s = CL.scenario(rng, c)
    clin = c.staff(rng.choice(["reg", "jr", "anp"]), "clin")
    cons = c.staff("cons")
    t0 = CM.tm(rng, 9, 19)
    short = rng.random() < 0.35
    if short:
        n.f("{u} - rapid assessment  {d} {t}\n", u=c.unit, d=c.D(c.d0), t=t0)
        n.f("{nm} ", nm=CM.pt_name(c, rng, rng.choice([0, 1, 4])))
        n.f("{a}{sx} {lab} {v} ", a=c.age_t(), sx=c.sex, lab=c.ids[0][0], v=c.ids[0][1])
        n.v(CM.bay(rng, c))
        n.t("\n")
    else:
        CM.hosp_header(n, c, rng)
        n.f("{u} CLINICIAN ASSESSMENT\n", u=c.unit.upper())
        n.f("Date: {d}   Time seen: {t}   Attendance: {acct}\n", d=c.D(c.d0), t=t0, acct=(c.acct, "ACCOUNT"))
        n.f("Seen by: {cl}", cl=CM.staff_sig(c, clin, rng, lic=False))
        n.f("   Consultant: Dr {cn}\n", cn=cons.ln())
        CM.demo_block(n, c, rng, rng.choice([0, 1, 3]))
        n.f("Location: {b}\n", b=CM.bay(rng, c))
    src = rng.random()
    if src < 0.6:
        n.f("Source: {gp} referral - Dr {g}, {pr}\n", gp=c.gp_term(), g=c.gp.ln(), pr=(c.gp_prac, "HOSPITAL"))
    elif src < 0.8:
        n.t("Source: ED streaming (" + rng.choice(TRIAGE[c.c]) + ")\n")
    else:
        n.f("Source: self-presented; known to virtual ward since {d}\n", d=c.Ds(c.day(-rng.randint(2, 9))))
    n.f("\nPC: {pc}\n", pc=s.pc)
    n.t("HPC: ")
    n.v(CM.pt_ref(c, rng, start=True))
    n.v(rng.choice([" is a ", " - "]))
    n.v(CM.age_phrase(c, rng))
    n.f(" {sx} presenting with {pc}. ", sx=CM.sex_word(c, 2), pc=s.pc)
    for h in s.hpi:
        n.t(h + " ")
    if s.kind in ("dvt", "pe") and "flight" in s.risk:
        n.f("Returned from {cty} on {d} ({h} h flight). ", cty=CM.travel(rng, c.country_name()),
            d=c.Ds(c.day(-rng.randint(3, 14))), h=rng.randint(7, 16))
    if rng.random() < 0.5:
        n.f("Attended with {rel} {nok} who gives collateral.", rel=c.nok_rel, nok=c.nok.fn())
    n.t("\n")
    n.t("PMH: ")
    CM.pmh_inline(n, s)
    n.f("\nDH: {m}\nAllergies: {a}\n", m=", ".join(s.meds) if s.meds else "nil", a=s.allergy)
    # social history
    n.t("SH: ")
    r = rng.random()
    if r < 0.5:
        n.f("Lives with {rel} in {city}. ", rel=rng.choice(["wife", "husband", "partner", "daughter", "son"]) if c.age > 30 else "parents",
            city=(c.addr.city, "CITY"))
    else:
        n.t(rng.choice(["Lives alone, independent. ", "Lives with family. ", "Lives in warden-controlled flat. "]))
    if rng.random() < 0.75:
        if c.retired:
            n.v(["Retired ", (c.job, "PROFESSION"), ". "])
        else:
            n.v(["Works as ", CM.art(c.job), " ", (c.job, "PROFESSION")])
            if rng.random() < 0.6:
                n.v([" at ", (c.employer, "ORGANIZATION")])
            n.t(". ")
    if rng.random() < 0.25:
        rj = rng.choice(["nurse", "paramedic", "pharmacist", "teacher", "care worker", "GP receptionist"])
        n.f("{rel} is {a} {j}. ", rel=c.nok_rel.capitalize(), a=CM.art(rj), j=(rj, "PROFESSION"))
    org_c = CM.origin(c, rng)
    if org_c and rng.random() < 0.45:
        n.v(["Originally from ", org_c])
        if rng.random() < 0.6:
            n.v([", moved here in ", (str(max(c.dob.year + 1, c.d0.year - rng.randint(1, 30))), "DATE")])
        if rng.random() < 0.3:
            n.t(", %s-speaking, interpreter %s" % (rng.choice(CM.INTERPRETER), rng.choice(["declined", "used (telephone)", "not needed"])))
        n.t(". ")
    n.t(rng.choice(["Ex-smoker (20 pack-years). ", "Never smoked. ", "Smokes 10/day. ", "Vapes. "]))
    n.t(rng.choice(["Alcohol ~14 u/wk.", "Teetotal.", "Alcohol 30+ u/wk.", "Occasional alcohol."]))
    if rng.random() < 0.3:
        n.f(" Carer {nm} from {ag} visits {f}.", nm=F.make_person(rng, c.c, "FAMILY").fn(),
            ag=(org_name(rng, "care"), "ORGANIZATION"), f=rng.choice(["BD", "TDS", "once daily", "QDS"]))
    n.t("\n\nO/E: ")
    n.t(CL.obs_text(s.obs, rng) + "\n")
    CM.list_block(n, s.exam, rng)
    if s.ecg:
        n.f("ECG: {e}\n", e=s.ecg)
    CM.labs_block(n, s, rng)
    if s.imaging:
        n.t("Imaging: " + "; ".join(s.imaging) + "\n")
    n.t("Scores: " + ", ".join(s.scores) + "\n")
    n.f("\nImpression: {dx}\n", dx=s.dx)
    n.t("Plan:\n")
    CM.list_block(n, s.plan, rng, "#")
    fu = c.day(rng.choice([1, 2, 2, 3, 7, 14]))
    n.f("{k}. Review {d} in {u}", k=len(s.plan) + 1, d=c.Ds(fu) if rng.random() < 0.6 else c.D(fu), u=c.unit)
    if rng.random() < 0.5:
        n.v([" - ", CM.bay(rng, c)])
    n.t("\n")
    n.t("Safety-netting: " + s.safety + "\n")
    if rng.random() < 0.6:
        n.f("Discussed with Dr {cn} ({role}), agrees.\n", cn=cons.full(), role=cons.role)
    n.t("\n")
    n.v(CM.staff_sig(c, clin, rng, lic=True, bleep=rng.random() < 0.6))
    n.f("\n{d} {t}\n", d=c.D(c.d0), t=CM.tm_after(rng, t0))
    return s
