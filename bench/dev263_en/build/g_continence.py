"""Genres: continence_assessment, carehome_review, referral_triage."""
import datetime as dt

import clinical as C
import common as K
import phi
import pools


def hpi(ctx, n):
    r = ctx.rng
    onset = ctx.days(-r.randint(120, 2500))
    sx = ctx.pt.sex
    if r.random() < 0.5:
        n.add(ctx.pref(False, cap=True))
        n.t(", ")
        n.add(ctx.age_p())
        n.t(",")
    else:
        sx_word = r.choice(("yo F", "y/o female", "-year-old woman", "yo lady")) if sx == "F" else \
            r.choice(("yo M", "y/o male", "-year-old man", "yo gent"))
        n.add([(str(ctx.age), "AGE"), sx_word if sx_word.startswith("-") else " " + sx_word])
    n.t(" " + r.choice(("c/o", "presents with", "referred with", "reports")) + " ")
    n.t(r.choice(("urgency, frequency and urge UI", "stress UI on cough/sneeze/lifting",
                  "mixed UI - urge > stress", "nocturia x3-4 and nocturnal enuresis",
                  "post-micturition dribble", "leakage with exercise (running, trampoline)",
                  "recurrent UTIs and incomplete emptying", "urgency with faecal urgency")))
    n.t(" " + r.choice(("for approx 2 years", "x 18/12", "for many years", "since ")))
    if n.parts[-1].endswith("since "):
        k = r.randrange(4)
        if k == 0:
            n.add(ctx.d(onset, "my"))
        elif k == 1:
            n.add(ctx.d(onset, "y"))
        elif k == 2:
            n.add((r.choice({"UK": ("Christmas", "Easter", "Boxing Day"), "AU": ("Christmas", "Easter", "Anzac Day"),
                             "US": ("Thanksgiving", "Christmas", "Labor Day"),
                             "CA": ("Thanksgiving", "Christmas", "Canada Day")}[ctx.country]), "DATE"))
        else:
            n.t("the birth of her last child" if sx == "F" else "his prostate surgery")
    n.t(". ")
    n.t(r.choice(("Worse with cold weather and on arriving home (key-in-door). ",
                  "Leaks on the way to the toilet 3-4x/day. ", "Restricting fluids before going out. ",
                  "Avoids social events; stopped going to the gym. ", "No dysuria, no visible haematuria. ",
                  "Occasional passive leakage without awareness. ")))
    n.t(r.choice(("Using %s. " % C.pad_items(ctx)[0].split("  [")[0], "Uses tissue/toilet paper only. ",
                  "Self-funding pads approx %s%d/month. " % ("GBP " if ctx.country == "UK" else "$", r.randint(15, 60)))))
    if r.random() < 0.5:
        n.f("Discussed with {rel} {fn} present at appointment. ", rel=ctx.fam().rel, fn=ctx.fn())
    n.t("\n")


def continence_assessment(ctx, n):
    r = ctx.rng
    v = r.randrange(3)
    if v == 0:
        n.t(r.choice(("COMMUNITY CONTINENCE SERVICE - INITIAL ASSESSMENT\n",
                      "Continence Assessment (Bladder & Bowel)\n", "** CONTINENCE ASSESSMENT **\n")))
        n.f("{s}\n", s=ctx.hosp("continence"))
        K.spacer(ctx, n)
        K.demo_block(ctx, n)
        K.enc_line(ctx, n)
        if r.random() < 0.5:
            n.f("Seen at: clinic room {rm}, {w}\n", rm=(str(r.randint(1, 14)) + r.choice(("", "", "A")), "LOCATION_OTHER"),
                w=(r.choice(pools.WINGS), "LOCATION_OTHER"))
        else:
            n.t("Seen at: home visit\n")
        n.f("Referred by: {gp} ({g}), referral dated {rd}\n", gp=ctx.dr("gp"), g=ctx.hosp("gp"),
            rd=ctx.d(ctx.days(-r.randint(20, 90))))
        n.f("Assessor: {a}, {c}\n\n", a=ctx.sn("continence", "fl"), c=ctx.staff("continence").cred)
    elif v == 1:
        n.f("{s} | CONTINENCE EVALUATION\n", s=ctx.hosp("continence"))
        n.f("Pt: {nm}   MRN {m}   DOB {dob}   Visit {d}\n", nm=ctx.pn("LF"), m=ctx.mrn_p(), dob=ctx.dob_p(),
            d=ctx.vd())
        n.f("PCP: {gp}   Provider: {pr}, {cr}\n", gp=ctx.dr("gp"), pr=ctx.sn("continence", "fl"),
            cr=ctx.staff("continence").cred)
        if ctx.us:
            n.f("Payer: {ins} / ID {m}\n", ins=ctx.hosp("insurer"), m=ctx.hp_p())
        n.t("\n")
    else:
        n.f("Continence Nurse Home Visit - {d}\n", d=ctx.vd("wd" if r.random() < 0.4 else "full"))
        n.f("Client {nm}, {ag}, ", nm=ctx.pn("fml"), ag=ctx.age_p())
        n.add(ctx.addr_line())
        n.f(". Ph {ph}.\n", ph=ctx.phone_p())
        lab, idp = ctx.natid()
        n.f("{lab} {id}; UR {m}\n\n", lab=lab, id=idp, m=ctx.mrn_p())
    n.t(r.choice(("Presenting complaint\n", "HPI: ", "History:\n", "PC / HPC\n")))
    hpi(ctx, n)
    n.t("\nPMH: ")
    for i, it in enumerate(C.pmh_pieces(ctx, r.randint(2, 5))):
        if i:
            n.t(r.choice(("; ", ", ", "\n - ")))
        n.add(it)
    n.t("\nMeds: " + ", ".join(C.med_list(ctx, r.randint(0, 2), r.randint(2, 5))) + "\n")
    ob = C.obstetric(ctx)
    if ob:
        n.t("O&G: ")
        n.add(ob)
        n.t("\n")
    n.t("Bowels: " + r.choice(("BO daily, Bristol 4.", "Bristol 1-2, straining; BO every 3-4 days.",
                               "Occasional faecal urgency, no FI.", "Passive soiling 1-2x/wk (St Mark's score 9).",
                               "Normal.")) + "\n")
    K.social(ctx, n)
    n.t("Mobility: " + r.choice(("independent", "walks with stick, slow to toilet", "Zimmer frame indoors",
                                 "wheelchair user, transfers with 1", "Timed Up and Go 18 s")) + ". ")
    n.t("Cognition: " + r.choice(("intact.", "AMTS 8/10.", "MoCA 24/30.", "mild memory problems per family.")) + "\n")
    n.t(C.iciq(ctx) + "\n\n")
    n.t(r.choice(("BLADDER DIARY (3 days):\n", "Frequency-volume chart returned:\n", "Bladder diary -\n")))
    n.add(C.bladder_diary(ctx, r.choice((2, 3, 3))))
    n.t("\nUrinalysis: " + r.choice(("NAD", "leu +, nit neg", "blood trace, nil else", "glu ++ (known T2DM)")))
    n.t(". PVR " + str(r.randint(0, 350)) + " ml (" + r.choice(("BladderScan BVI 9400", "bladder scanner", "in-out cath")) + ").\n")
    if r.random() < 0.3:
        n.f("MSU sent, specimen no. {s}.\n", s=(phi.idnum(r, "specimen"), "IDNUM"))
    if ctx.pt.sex == "F" and r.random() < 0.5:
        n.t("Exam: " + C.pf_exam(ctx) + "\n")
    if r.random() < 0.25:
        K.copied_fragment(ctx, n, "continence")
    n.t("\nImpression: " + r.choice(("Mixed UI, urge predominant. ", "Stress UI. ", "OAB wet. ",
                                     "Nocturnal polyuria (NPi > 33%). ", "Functional incontinence - mobility. ",
                                     "Voiding dysfunction with raised PVR. ")))
    if ctx.us:
        n.t("ICD-10 " + r.choice(("N39.46", "N39.3", "R35.1", "N32.81", "R39.14")) + ". ")
    n.t("\nPlan:\n")
    for a in r.sample(C.ADVICE[:12], r.randint(2, 4)):
        n.t(" - " + a + "\n")
    n.t(" - " + r.choice(C.PLAN_SNIPPETS) + "\n")
    if r.random() < 0.6:
        n.f(" - Next appt {d} at {tm}\n", d=ctx.d(ctx.days(r.randint(28, 90)), r.choice(("full", "wd"))),
            tm="%d:%02d" % (r.randint(9, 16), r.choice((0, 30))))
    if r.random() < 0.4:
        n.f(" - Letter to GP {gp}; copy to patient.\n", gp=ctx.dr("gp"))
    if r.random() < 0.15:
        K.vehicle_line(ctx, n)
    n.t("\n")
    K.sign_off(ctx, n, "continence", closing=False)
    if r.random() < 0.6:
        K.audit_footer(ctx, n, "continence")


# ---------------------------------------------------------------- care home
def carehome_review(ctx, n):
    r = ctx.rng
    home = ctx.hosp("carehome")
    rm = (str(r.randint(1, 60)) + r.choice(("", "", "a", "B")), "LOCATION_OTHER")
    v = r.randrange(2)
    if v == 0:
        n.t(r.choice(("CARE HOME CONTINENCE REVIEW\n", "Residential Continence Review\n",
                      "Continence reassessment - nursing home\n")))
        n.f("Home: {h}   Room {rm}\n", h=home, rm=rm)
        n.f("Resident: {nm}   DOB: {dob}   Age {age}\n", nm=ctx.pn(r.choice(("fl", "LF", "Lf"))),
            dob=ctx.dob_p(), age=(str(ctx.age), "AGE"))
        lab, idp = ctx.natid()
        n.f("{lab}: {id}\n", lab=lab, id=idp)
        n.f("GP: {gp}, {g}\n", gp=ctx.dr("gp"), g=ctx.hosp("gp"))
        n.f("Key worker: {kw} ({c})   Nurse in charge: {nic}\n", kw=ctx.sn("carer", r.choice(("f", "fl"))),
            c=ctx.staff("carer").cred, nic=ctx.sn("hca", "fl"))
        n.f("NOK: {fn} ({rel}) tel {ph}\n", fn=ctx.fn(0, "fl"), rel=ctx.fam().rel,
            ph=(phi.phone(r, ctx.country), "PHONE"))
        n.f("Date of review: {d}\n\n", d=ctx.vd())
    else:
        n.f("{d} - visited {h} to review {t} {nm} (rm {rm}). ", d=ctx.vd(), h=home, t=ctx.ptitle(),
            nm=ctx.pn("l"), rm=rm)
        n.f("Discussed with senior carer {kw}. ", kw=ctx.sn("carer", "f"))
        n.f("DOB {dob}, {lab} {id}.\n\n", dob=ctx.dob_p(), lab=ctx.natid()[0], id=ctx.natid()[1])
    n.t(r.choice(("Background: ", "Hx: ", "Background -\n")))
    n.t(", ".join(x[0] for x in C.pmh_pieces(ctx, 3) if len(x) == 1) + ". ")
    n.t(r.choice(("Moved into the home ", "Admitted to the home ", "Resident since ")))
    n.add(ctx.d(ctx.days(-r.randint(60, 1500)), r.choice(("my", "full", "y"))))
    n.t(r.choice((" following a fall at home.", " after hospital admission.", " from own home.", ".")))
    if r.random() < 0.4:
        n.f(" Previously lived at {a}.", a=ctx.addr_line())
    n.t("\n")
    n.t("Continence status: " + r.choice(("doubly incontinent", "urinary incontinence day and night, bowels continent",
                                          "urge UI, can use call bell", "long-term urethral catheter in situ",
                                          "continent with prompting 2-hourly")) + ". ")
    n.t("Cognition: " + r.choice(("Abbey pain scale 3.", "MMSE 14/30.", "advanced dementia, non-verbal.",
                                  "4AT 2 - possible delirium last week.")) + " ")
    n.t("Mobility: " + r.choice(("hoist transfers x2 staff.", "walks with frame + 1.", "Sara Stedy.",
                                 "bed-bound.")) + "\n")
    n.t("Toileting plan: " + r.choice(("prompted toileting 2-hourly while awake", "commode at night",
                                       "toilet after meals", "bedpan PRN")) + ".\n")
    n.t("24 h pad weighing chart:\n")
    start = ctx.days(-r.randint(3, 10))
    for k in range(r.randint(2, 3)):
        n.add(ctx.d(start + dt.timedelta(days=k), r.choice(("short", "wd", "full"))))
        n.t(": " + ", ".join("%02d:00 %dg" % (h, r.randint(10, 420)) for h in sorted(r.sample(range(6, 24), 4))) + "\n")
    n.t("Products in use: " + "; ".join(C.pad_items(ctx)) + "\n")
    n.t("Skin: " + r.choice(("intact, Waterlow 18.", "IAD category 1 sacrum - Medi Derma-S barrier.",
                             "moisture lesion natal cleft.", "Grade 2 PU heel - TVN aware.")) + "\n")
    if r.random() < 0.5:
        K.bioid_line(ctx, n)
    if r.random() < 0.4:
        n.f("Family: {pos} {rel} {fn} visits {when}; asked about {what}.\n", pos=ctx.pronoun("pos"),
            rel=ctx.fam().rel, fn=ctx.fn(), when=r.choice(("most days", "Sundays", "weekly")),
            what=r.choice(("pad allowance", "catheter", "laundry")))
    if r.random() < 0.3:
        n.f("Also present: {rel} {fn} and {rel2} {fn2}.\n", rel=ctx.fam().rel, fn=ctx.fn(0, "fl"),
            rel2=ctx.fam(1).rel, fn2=ctx.fn(1, "fl"))
    if r.random() < 0.3:
        K.copied_fragment(ctx, n, "continence")
    n.t("\nOutcome / plan:\n")
    n.t("1. " + r.choice(("Change to all-in-one night product; day shaped pad.",
                          "Reduce to 3 products/24h - allocation revised.",
                          "Trial of timed toileting; review chart in 2/52.",
                          "Catheter care plan updated (next change due in 12/52).")) + "\n")
    n.t("2. " + r.choice(C.ADVICE) + "\n")
    n.f("3. Next review {d}.\n", d=ctx.d(ctx.days(r.randint(60, 180)), r.choice(("my", "full"))))
    if r.random() < 0.4:
        n.f("Product order sent to {s}, order ref {o}.\n", s=ctx.hosp("supplier"),
            o=(phi.idnum(r, "order"), "IDNUM"))
    n.t("\n")
    K.sign_off(ctx, n, "continence", closing=False)
    if r.random() < 0.3:
        n.f("Care home contact {p} / {e}\n", p=ctx.site_phone("carehome"), e=ctx.site_email("carehome"))
    if r.random() < 0.4:
        K.audit_footer(ctx, n, "continence")


# ---------------------------------------------------------------- referral triage
def referral_triage(ctx, n):
    r = ctx.rng
    rec = ctx.days(-r.randint(1, 20))
    n.t(r.choice(("REFERRAL TRIAGE\n", "New referral - triage record\n", "Triage: Pelvic Health / Continence\n")))
    n.f("Service: {s}\n", s=ctx.hosp(r.choice(("continence", "physio", "lymph"))))
    if ctx.country == "UK":
        n.f("Received: {d} via e-RS   UBRN: {u}\n", d=ctx.d(rec), u=(phi.idnum(r, "ubrn"), "IDNUM"))
    else:
        n.f("Received: {d} by {how}   Referral ID: {u}\n", d=ctx.d(rec),
            how=r.choice(("fax", "e-referral", "HealthLink", "Ocean eReferral", "secure email")),
            u=(phi.idnum(r, "referral"), "IDNUM"))
    n.f("Referrer: {gp}, {g}  (prov no/licence {l})\n", gp=ctx.dr("gp"), g=ctx.hosp("gp"), l=ctx.lic_p("gp"))
    n.f("Referrer fax {f}\n", f=ctx.site_fax("gp"))
    n.t("\n")
    K.demo_block(ctx, n, r.choice((0, 2, 4, 5)))
    if ctx.us and r.random() < 0.5:
        n.f("SSN: {s}   Secondary ins: Medicaid {m}\n", s=ctx.ssn_p(), m=ctx.hp_p("medicaid"))
    n.t("Current meds (from referral): " + ", ".join(C.med_list(ctx, r.randint(0, 2), r.randint(1, 4))) + "\n")
    if r.random() < 0.6:
        inv, res = r.choice((("renal USS", "normal, PVR 40 ml"), ("flexible cystoscopy", "NAD"),
                             ("pelvic USS", "small fibroid only"), ("venous duplex", "no DVT"),
                             ("CT abdo/pelvis", "no recurrence"), ("MSU", "no growth"), ("PSA", "1.8 ug/L")))
        n.f("Previous: {inv} {d} - {res}.\n", inv=inv, d=ctx.d(ctx.days(-r.randint(30, 700)), r.choice(("full", "my"))),
            res=res)
    n.t("\nReferral letter (excerpt):\n\"")
    n.f("Dear colleague, I would be grateful if you could see this {ag} ",
        ag=[(str(ctx.age), "AGE"), r.choice(("-year-old ", " year old ", " yo ")) + ("woman" if ctx.pt.sex == "F" else "man")])
    opts = ["with troublesome OAB symptoms despite 2 antimuscarinics. ",
            "with swelling of the left arm since breast cancer surgery. ",
            "with long-term catheter and recurrent blockages. "]
    if ctx.pt.sex == "F":
        opts += ["with SUI after her third delivery; keen on physio before surgery. ",
                 "who reports a vaginal bulge and leakage. "]
    else:
        opts += ["with nocturia x4; PSA 2.1, DRE smooth benign. ",
                 "with post-prostatectomy incontinence, 3 pads/day. "]
    n.t(r.choice(opts))
    n.t("Urine dip NAD, MSU no growth. ")
    n.f("{Sub} works as {pr} and finds this very limiting.", Sub=ctx.pronoun("Sub"), pr=ctx.prof_art())
    n.t(r.choice((" Many thanks.\"\n", " Kind regards.\"\n", "\"\n")))
    n.t("\nRed flags screen: " + r.choice(("visible haematuria - NO; recurrent UTI - no; palpable bladder - no; "
                                            "neuro sx (saddle anaesthesia) - no.",
                                            "none identified.", "no 2WW criteria met.",
                                            "unexplained leg swelling with calf pain - advised same-day DVT pathway (excluded).")) + "\n")
    n.t("Priority: " + r.choice(("Routine (P3)", "Urgent (P2)", "Soon", "Category 2 - within 90 days",
                                 "Routine - 18 wk RTT")) + "\n")
    n.f("Triaged by {t} on {d}\n", t=ctx.sn(r.choice(("continence", "physio", "lymph")), "fl"),
        d=ctx.d(rec + dt.timedelta(days=r.randint(0, 5)), r.choice(("full", "wd"))))
    n.t("Outcome: " + r.choice(("accepted - book NP 45 min", "accepted, send bladder diary pack first",
                                "redirected to urology", "returned to GP - insufficient info",
                                "accepted into group education session")) + "\n")
    if r.random() < 0.7:
        n.f("Appointment: {d} {tm}, {loc}, room {rm}\n", d=ctx.d(ctx.days(r.randint(14, 100)), r.choice(("wd", "full"))),
            tm="%02d:%02d" % (r.randint(8, 16), r.choice((0, 15, 30, 45))), loc=ctx.hosp("hospital"),
            rm=(str(r.randint(1, 30)), "LOCATION_OTHER"))
    n.f("Letter sent to pt at {a}\n", a=ctx.addr_line())
    if r.random() < 0.5:
        n.f("Pt contacted on {p} to confirm - {o}.\n", p=ctx.phone_p(True),
            o=r.choice(("confirmed", "no answer, VM left", "requested female clinician",
                        "requested interpreter (Mandarin)")))
    if r.random() < 0.3:
        n.f("Email confirmation to {e}\n", e=ctx.email_p())
    if ctx.us and r.random() < 0.6:
        n.f("Auth required by {i}: ref {a}, member {m}\n", i=ctx.hosp("insurer"),
            a=(phi.account(r, "claim"), "ACCOUNT"), m=ctx.hp_p())
    if r.random() < 0.3:
        K.vehicle_line(ctx, n)
    K.audit_footer(ctx, n, "admin")
