"""Genres: gp_letter, portal_message, telephone_encounter."""
import datetime as dt

import clinical as C
import common as K
import phi


def _tm(r, lo=8, hi=18):
    return "%02d:%02d" % (r.randint(lo, hi), r.randint(0, 59))


# ---------------------------------------------------------------- GP letter
DX = {
    "continence": ("Overactive bladder, wet", "Nocturnal polyuria", "Stress urinary incontinence",
                   "Constipation contributing to urgency", "Incomplete bladder emptying (PVR 180 ml)"),
    "physio": ("Pelvic floor muscle weakness", "Postnatal SUI", "Diastasis rectus abdominis",
               "Hypertonic pelvic floor / dyspareunia", "Post-prostatectomy incontinence"),
    "lymph": ("Lymphoedema - ISL stage II", "Recurrent cellulitis", "Truncal oedema",
              "Chronic oedema with venous component", "Lipoedema"),
    "urogyn": ("Stage II cystocele", "Mixed urinary incontinence", "Recurrent UTI",
               "Urodynamic stress incontinence", "Refractory detrusor overactivity"),
}
PLANS = {
    "continence": ("We have started {med}; please continue on repeat if tolerated.",
                   "Anticholinergic burden reviewed; oxybutynin stopped given cognition.",
                   "We will review in clinic in 3 months with a repeat diary.",
                   "Pad allocation reduced to 3/24 h as leakage volumes have fallen.",
                   "If symptoms persist I would suggest referral to urogynaecology.",
                   "Please check U&E and HbA1c given the nocturnal polyuria."),
    "physio": ("Supervised PFMT for 3 months (NICE NG123) - she has a home programme.",
               "Please could you prescribe vaginal oestrogen (estriol 0.1% cream).",
               "Return-to-run programme started; review in 6 weeks.",
               "If no improvement after 3 months we will refer on for urodynamics.",
               "Penile clamp and sheath options discussed for sport; he declined for now."),
    "lymph": ("Please could you prescribe two pairs of CCL2 below-knee stockings on FP10.",
              "Happy to see again if cellulitis recurs - rescue pack of amoxicillin given per BLS guidance.",
              "MLD and multilayer bandaging x3/week for 3 weeks, then re-measure.",
              "Please avoid BP measurement and cannulation on the affected arm where possible."),
    "urogyn": ("Listed for intravesical Botox 100 units under LA.",
               "She would like to try a ring pessary first; fitted today (size 70 mm).",
               "Please could you prescribe {med}.", "MSU to be repeated after treatment of UTI.",
               "We will discuss surgical options at the pelvic floor MDT."),
}


FEMALE_ONLY = ("she ", "her ", "vaginal", "Postnatal", "pessary", "cystocele", "Diastasis", "dyspareunia",
               "Botox", "estriol", "Lipoedema")


def _sexfilter(ctx, items):
    if ctx.pt.sex == "F":
        return [x for x in items if "prostatectomy" not in x]
    return [x for x in items if not any(k in x for k in FEMALE_ONLY)]


def gp_letter(ctx, n):
    r = ctx.rng
    who = r.choice(("continence", "physio", "lymph", "urogyn") if ctx.pt.sex == "F" else
                   ("continence", "physio", "lymph", "continence"))
    site = {"continence": "continence", "physio": "physio", "lymph": "lymph", "urogyn": "hospital"}[who]
    K.letterhead(ctx, n, site)
    n.t("\n")
    if r.random() < 0.5:
        n.t(r.choice(("PRIVATE AND CONFIDENTIAL\n", "Private & Confidential\n")))
    gp = ctx.staff("gp")
    n.f("{t} {nm}\n{g}\n", t=gp.title(ctx.country, r, True), nm=(gp.name(r, r.choice(("fl", "il", "fml"))), "DOCTOR"),
        g=ctx.hosp("gp"))
    if r.random() < 0.6:
        n.add(ctx.site_addr("gp"))
        n.t("\n")
    n.t("\n")
    n.f("{when}: {d}\n", when=r.choice(("Date", "Dictated", "Clinic date")), d=ctx.vd())
    if r.random() < 0.4:
        n.f("Typed: {d}\n", d=ctx.d(ctx.days(r.randint(1, 12))))
    n.t("\n")
    n.f("Dear {t} {nm},\n\n", t=gp.title(ctx.country, r, True), nm=(gp.name(r, r.choice(("l", "l", "fl"))), "DOCTOR"))
    n.t(r.choice(("Re: ", "RE: ", "Patient: ")))
    n.f("{t} {nm}, DOB {dob}", t=ctx.ptitle(), nm=ctx.pn(r.choice(("fl", "fml", "FL"))), dob=ctx.dob_p())
    lab, idp = ctx.natid()
    n.f(", {lab} {id}\n", lab=lab, id=idp)
    n.add(ctx.addr_line())
    n.t("\n\n")
    if r.random() < 0.75:
        n.t("Diagnosis:\n")
        dxs = _sexfilter(ctx, DX[who])
        for i, x in enumerate(r.sample(dxs, r.randint(1, min(3, len(dxs))))):
            n.t("%d. %s\n" % (i + 1, x.replace("oedema", ctx.w("oedema"))))
        n.t("\n")
    n.t(r.choice(("Thank you for referring ", "I saw ", "I reviewed ", "Many thanks for asking me to see ")))
    n.add(ctx.pref(False))
    n.t(r.choice((" in clinic today", " at our clinic", " for a follow-up appointment", " on a home visit")))
    if r.random() < 0.4:
        n.f(", accompanied by {pos} {rel} {fn}. ", pos=ctx.pronoun("pos"), rel=ctx.fam().rel, fn=ctx.fn(0, "fl"))
    else:
        n.t(". ")
    n.add(ctx.pref(True, cap=True))
    n.t(" " + r.choice(("is a ", "is now a ")))
    n.add([(str(ctx.age), "AGE"), "-year-old " + ("woman" if ctx.pt.sex == "F" else "man")]
          if r.random() < 0.7 else [(phi.age_words(ctx.age), "AGE"), "-year-old " + ("lady" if ctx.pt.sex == "F" else "gentleman")])
    n.t(r.choice((" who describes ", " with ", " reporting ")))
    n.t({"continence": r.choice(("urgency and frequency which have worsened over the last 6 months",
                                 "nocturia up to four times per night", "leakage on the way to the toilet")),
         "physio": r.choice(("leakage on exertion since her second delivery", "leakage when running and lifting",
                             "pain with intercourse and urgency") if ctx.pt.sex == "F" else
                            ("post-prostatectomy leakage on standing and coughing", "dribbling after voiding")),
         "lymph": r.choice(("swelling of the limb that is worse by evening", "heaviness and tightness of the arm",
                            "two episodes of cellulitis this year")),
         "urogyn": r.choice(("a sensation of bulge and incomplete emptying", "mixed incontinence despite physiotherapy",
                             "recurrent urinary infections"))}[who])
    n.t(". ")
    if r.random() < 0.5:
        n.f("{Sub} is {pr} and is finding this affects work. ", Sub=ctx.pronoun("Sub"), pr=ctx.prof_art())
    if r.random() < 0.4:
        n.f("{Sub} was previously seen at {h} in {y}. ", Sub=ctx.pronoun("Sub"), h=ctx.hosp("hospital"),
            y=ctx.d(ctx.days(-r.randint(400, 3000)), r.choice(("y", "my"))))
    if r.random() < 0.4:
        n.t("Past history includes ")
        pm = C.pmh_pieces(ctx, r.randint(2, 3))
        for i, it in enumerate(pm):
            if i:
                n.t(", " if i < len(pm) - 1 else " and ")
            n.add(it)
        n.t(". ")
    n.t("\n\n")
    if r.random() < 0.6:
        n.t("Current medication: " + ", ".join(C.med_list(ctx, r.randint(0, 1), r.randint(2, 4))) + ".\n\n")
    n.t("On examination: ")
    if who == "lymph":
        limb = r.choice(("arm", "leg"))
        n.t(C.lymph_findings(ctx, limb) + " ")
        n.t("Limb volume excess today %.1f%% (previous %.1f%% on " % (r.uniform(4, 40), r.uniform(4, 40)))
        n.add(ctx.d(ctx.days(-r.randint(40, 200)), r.choice(("full", "short"))))
        n.t(").\n\n")
    elif who in ("physio", "urogyn") and ctx.pt.sex == "F":
        n.t(C.pf_exam(ctx) + "\n\n")
    else:
        n.t("abdomen soft, bladder not palpable. PVR %d ml. " % r.randint(0, 250))
        n.t("A bladder diary showed " + r.choice(("frequency 11-14 voids/24 h with small volumes (max 220 ml)",
                                                  "nocturnal polyuria, NPi 41%", "normal volumes but high caffeine intake",
                                                  "frequency 8/day, 2 UUI episodes/day")) + ". " + C.iciq(ctx) + ".\n\n")
    if r.random() < 0.5:
        n.f("Investigations: MSU {d1} - {res}. ", d1=ctx.d(ctx.days(-r.randint(5, 60)), r.choice(("full", "short"))),
            res=r.choice(("no growth", "E. coli >10^5, sensitive to nitrofurantoin", "mixed growth")))
        if r.random() < 0.5:
            n.f("Renal USS {d2} normal.", d2=ctx.d(ctx.days(-r.randint(30, 400)), "full"))
        n.t("\n\n")
    n.t("Plan:\n")
    pls = _sexfilter(ctx, PLANS[who])
    for i, p in enumerate(r.sample(pls, r.randint(2, min(4, len(pls))))):
        n.t("%d. %s\n" % (i + 1, p.replace("{med}", r.choice(C.BLADDER_MEDS))))
    if r.random() < 0.5:
        n.f("Next appointment: {d}\n", d=ctx.d(ctx.days(r.randint(40, 120)), r.choice(("full", "my", "wd"))))
    n.t("\n")
    K.sign_off(ctx, n, who)
    if r.random() < 0.4:
        n.f("Dictated but not read. {t}/{s}\n", t=ctx.sn(who, "ii"), s=(ctx.staff("admin").initials().lower(), "DOCTOR"))
    K.cc_lines(ctx, n)


# ---------------------------------------------------------------- portal message
TOPICS = (
    ("continence", ("pads", "Pads leaking", "re: delivery"),
     "the new pads from the delivery company are too small and i'm leaking through at night",
     "Sorry about that. I have asked the supplier to send a sample of the next size up and booked a pad review "),
    ("lymph", ("re: my garments", "sleeve", "glove too tight"),
     "My compression sleeve arrived but the glove part is digging into my thumb. Can I cut it?",
     "Please do not cut the garment - it can ladder and lose compression. We can re-measure you; I have booked you in "),
    ("continence", ("Catheter question", "catheter", "URGENT?"),
     "my catheter has been bypassing since the weekend and there's a bit of blood in the bag",
     "A little blood after a blockage can happen. If the catheter is not draining at all please call the district nurses now. A nurse visit is arranged for "),
    ("continence", ("medication", "tablets", "bp"),
     "Quick question - can I take the mirabegron with my blood pressure tablets?",
     "Yes, mirabegron is usually fine with your tablets but can raise BP slightly - please have it checked at the pharmacy in 2 weeks. Follow-up call "),
    ("continence", ("bladder diary", "diary", "sending my chart"),
     "I have done the bladder diary, how do I send it? I took photos of it",
     "Thank you - please upload the photos using the attachment button. We will review them at your appointment "),
    ("physio", ("exercises", "running", "question"),
     "the physio exercises are going ok but I still leak when I run. should i stop running?",
     "No need to stop - try shorter runs and do your knack before you set off. We'll progress your programme at your next session "),
    ("lymph", ("leg swelling", "red leg", "help please"),
     "My leg has got more swollen and is red and hot around the shin since yesterday. Temp 37.9",
     "Redness, heat and a temperature can mean cellulitis. Please start your rescue antibiotics, take the garment off and see your GP or call 111 today. I have booked a review "),
    ("physio", ("work letter", "letter please", "appointment"),
     "Could I get a letter for work explaining I need more toilet breaks please",
     "Of course - a letter will be uploaded to your portal. We can go through it at your next appointment "),
    ("continence", ("delivery", "holiday", "pads"),
     "I'm going away and need my pad delivery moved. Will I be charged?",
     "There is no charge - I have moved your delivery. Next delivery "),
    ("continence", ("pessary", "ring", "appointment"),
     "Been using the pessary for 3 weeks now, I think it has moved, I can feel it",
     "Thanks for letting us know. Sometimes the ring sits lower after a bowel movement. I have booked you into the nurse pessary clinic "),
)


def portal_message(ctx, n):
    r = ctx.rng
    c = ctx.country
    sent = ctx.visit
    to, subjects, body, reply = r.choice([x for x in TOPICS if ctx.pt.sex == "F" or "pessary" not in x[2]])
    n.t(r.choice(("Secure Message\n", "PATIENT PORTAL - MESSAGE THREAD\n", "MyHealth inbox\n", "eMessage (patient-initiated)\n")))
    n.f("Portal: {u}\n", u=(phi.url(r, "portal"), "URL"))
    n.f("Thread {t}   Category: {cat}\n", t=(phi.idnum(r, "ticket"), "IDNUM"),
        cat=r.choice(("Clinical question", "Admin", "Prescription/supplies", "Appointment")))
    n.t("\n")
    n.f("From: {nm} ({u})\n", nm=ctx.pn(r.choice(("fl", "fl", "Lf"))), u=ctx.user_p())
    n.f("To: {t} pool\n", t=ctx.hosp(to))
    n.f("Sent: {d} {tm}\n", d=ctx.d(sent, r.choice(("full", "wd"))), tm=_tm(r, 6, 23))
    n.f("MRN: {m}   DOB: {dob}\n", m=ctx.mrn_p(), dob=ctx.dob_p())
    n.t("Subject: " + r.choice(subjects) + "\n\n")
    n.t(r.choice(("Hi ", "Hello ", "Dear team, ", "hi there ", "")))
    if r.random() < 0.35:
        body = body.lower()
    n.t(body + (" " if body[-1] in "?!." else ". "))
    k = r.randrange(5)
    if k == 0:
        n.f("My {rel} {fn} can bring it in on {d}.", rel=ctx.fam().rel, fn=ctx.fn(), d=ctx.d(sent + dt.timedelta(days=r.randint(1, 6)), "wd"))
    elif k == 1:
        n.f("Best to ring me on {p} after 3pm as I'm at work ({e}).", p=ctx.phone_p(True), e=ctx.employer_p())
    elif k == 2:
        n.f("The order number on the box is {o}.", o=(phi.idnum(r, "order"), "IDNUM"))
    elif k == 3:
        n.f("I have my appointment with {st} on {d} but wanted to check first.",
            st=ctx.sn(to, r.choice(("f", "fl"))), d=ctx.d(ctx.days(r.randint(5, 40)), r.choice(("short", "wd", "full"))))
    else:
        n.f("My new address is {a} if you need to send anything.", a=ctx.addr_line())
    if r.random() < 0.3:
        n.f(" I work as {pr} so mornings are hard.", pr=ctx.prof_art())
    n.t("\n")
    n.t(r.choice(("thanks\n", "Thank you\n", "Many thanks, ", "cheers ", "Regards, ", "x ")))
    if not n.parts[-1].endswith("\n"):
        n.add(ctx.pn(r.choice(("f", "nick", "fl"))))
        n.t("\n")
    n.t("\n" + "-" * 30 + "\n")
    rd = sent + dt.timedelta(days=r.choice((1, 1, 2, 3)))
    n.f("Reply from: {s}, {cr}   {d} {tm}\n", s=ctx.sn(to, "fl"), cr=ctx.staff(to).cred, d=ctx.d(rd), tm=_tm(r))
    n.t(r.choice(("Hi ", "Dear ", "Hello ")))
    n.add(ctx.pn("f") if r.random() < 0.6 else [ctx.ptitle() + " ", ctx.pn("l")])
    n.t(",\n")
    appt = ctx.days(r.randint(2, 21))
    n.t(reply)
    n.f("{d}", d=ctx.d(appt, r.choice(("wd", "full", "short"))))
    n.t(r.choice((" at 10:30.", ".", " (telephone).", " - please confirm.", " at 2.15pm.")))
    n.t("\n")
    if r.random() < 0.4:
        n.f("If urgent call the team on {p} (Mon-Fri 8.30-4.30).\n", p=ctx.site_phone(to))
    n.add(ctx.sn(to, r.choice(("f", "fl"))))
    n.t("\n")
    if r.random() < 0.5:
        n.t("\n" + "-" * 30 + "\n")
        n.f("From: {nm}   {d} {tm}\n", nm=ctx.pn(r.choice(("fl", "f"))), d=ctx.d(rd + dt.timedelta(days=r.randint(0, 1))),
            tm=_tm(r, 7, 23))
        k = r.randrange(3)
        if k == 0:
            n.f("Thank you. My {rel} {fn} will drive me - is there parking? Car reg is {v}.\n", rel=ctx.fam().rel,
                fn=ctx.fn(), v=(ctx.once("plate", lambda: phi.plate(r, c)), "VEHICLE"))
            n.f("  > Reply ({s}): yes, permit added for {v}; use the staff car park off {st}.\n",
                s=ctx.sn("admin", "f"), v=(ctx.once("plate", lambda: phi.plate(r, c)), "VEHICLE"),
                st=(r.choice(("Rowan Lane", "Harbour Road", "Mill Street", "Beech Avenue")), "STREET"))
        elif k == 1:
            n.f("ok thanks, see you then. My email has changed to {e}\n", e=ctx.email_p())
        else:
            n.t("Thanks so much, that's a relief.\n")
    n.t("\n[Audit] ")
    n.f("msg viewed by patient {d} {tm} from IP {ip}; ", d=ctx.d(rd + dt.timedelta(days=r.randint(0, 2)), "full"),
        tm=_tm(r, 6, 23), ip=(phi.ip(r), "IPADDR"))
    n.t("device " + r.choice(("iOS app 5.2.1", "Android 14", "Chrome 124 / Windows", "Safari iPad", "Edge 125")) + ".")
    if r.random() < 0.3:
        n.f(" Face/biometric login token {b}.", b=(phi.bioid(r, "fp"), "BIOID"))
    n.t("\n")
    if r.random() < 0.6:
        n.f("Filed to chart {m} by {u} ({ip})\n", m=ctx.mrn_p(), u=K.staff_user(ctx, to), ip=(phi.ip(r), "IPADDR"))


# ---------------------------------------------------------------- telephone encounter
PHONE_TOPICS = (
    ("continence", "pad delivery not arrived",
     ("Advised to use remaining stock sparingly; emergency pack can be collected from clinic.",
      "Supplier to call pt with new delivery slot.")),
    ("dn", "catheter blocked / bypassing",
     ("Check tubing for kinks, keep drainage bag below bladder, fluids 1.5-2 L.",
      "DN visit requested for today; if no drainage by 6pm attend ED/UTC.")),
    ("lymph", "increased swelling of leg with redness",
     ("Start rescue antibiotics (amoxicillin 500 mg TDS x 7/7) per BLS consensus; see GP today.",
      "Remove garment until reviewed; elevate; paracetamol for pain.")),
    ("continence", "side effects of bladder medication",
     ("Advised stop solifenacin (dry mouth, constipation); GP to consider mirabegron.",
      "Check BP before starting mirabegron.")),
    ("continence", "telephone review of bladder diary",
     ("Continue bladder retraining - extend deferral to 15 min.", "Reduce caffeine; 1.5-2 L fluid/day.")),
    ("lymph", "garment too tight at top band, rolling",
     ("Stop wearing the thigh-high until refit; use below-knee only.", "Skin check at next visit.")),
    ("physio", "pelvic floor exercises - unsure technique",
     ("Talked through 'squeeze and lift'; recommended Squeezy app.", "Face-to-face appointment offered for biofeedback.")),
    ("continence", "pessary discomfort / discharge",
     ("Swab to be taken at pessary clinic; estriol cream twice weekly.", "If bleeding heavy, attend GP/ED.")),
)


def telephone_encounter(ctx, n):
    r = ctx.rng
    role, reason, advice = r.choice([x for x in PHONE_TOPICS if ctx.pt.sex == "F" or "pessary" not in x[1]])
    tm = _tm(r)
    n.t(r.choice(("TELEPHONE ENCOUNTER\n", "Telephone consultation\n", "Phone call - clinical note\n", "TEL ENC\n")))
    n.f("{s}\n", s=ctx.hosp({"dn": "continence", "continence": "continence", "lymph": "lymph", "physio": "physio"}[role]))
    n.f("Date/time: {d} {tm}   Call: {k}\n", d=ctx.vd(r.choice(("full", "wd"))), tm=tm,
        k=r.choice(("incoming", "outgoing", "returned call", "scheduled telephone review")))
    by_family = r.random() < 0.4
    if by_family:
        f = ctx.fam()
        n.f("Caller: {fn} ({rel}) re {t} {nm}\n", fn=ctx.fn(0, "fl"), rel=f.rel, t=ctx.ptitle(), nm=ctx.pn("fl"))
        if r.random() < 0.5:
            n.t("Consent to discuss on file: yes\n")
    else:
        n.f("Patient: {nm}   Age: {a}\n", nm=ctx.pn(r.choice(("fl", "LF", "Lf"))), a=(str(ctx.age), "AGE"))
    n.f("Callback no: {p}", p=ctx.phone_p())
    if r.random() < 0.3:
        n.f("  alt {p2}", p2=ctx.phone_p(True, "alt"))
    n.t("\n")
    n.f("ID check: name, DOB ({dob}) and ", dob=ctx.dob_p())
    if r.random() < 0.5:
        n.f("first line of address ({st}) confirmed.\n", st=(ctx.street, "STREET"))
    else:
        n.f("postcode {z} confirmed.\n", z=(ctx.zip, "ZIP"))
    if r.random() < 0.35:
        K.bioid_line(ctx, n)
    lab, idp = ctx.natid()
    n.f("{lab} {id}", lab=lab, id=idp)
    if ctx.us and r.random() < 0.4:
        n.f("   SSN on file {s}", s=ctx.ssn_p())
    n.t("\n\n")
    n.t("Reason for call: " + reason + ".\n")
    if reason.startswith("pad"):
        n.f("Checked with {s} - order {o} dispatched, courier delayed. ", s=ctx.hosp("supplier"),
            o=(phi.idnum(r, "order"), "IDNUM"))
    elif reason.startswith("garment"):
        n.f("Offered refit; booked with fitter {f} at {s} on {d}. ", f=ctx.sn("fitter", "fl"), s=ctx.hosp("fitter"),
            d=ctx.d(ctx.days(r.randint(3, 20)), r.choice(("wd", "short"))))
    elif reason.startswith("increased"):
        n.t("Temp %.1f, feels shivery, no chest pain or SOB. " % r.uniform(37.6, 38.9))
    elif reason.startswith("catheter"):
        n.t("No pain, afebrile, urine dark. Last change ")
        n.add(ctx.d(ctx.days(-r.randint(10, 80)), r.choice(("short", "full"))))
        n.t(". ")
    elif reason.startswith("telephone"):
        n.t(C.iciq(ctx) + ". Frequency %d -> %d/day. " % (r.randint(11, 16), r.randint(6, 10)))
    n.t(r.choice(("Symptoms started 3/7 ago. ", "Ongoing since last visit. ", "Worse over the last 48 h. ",
                  "No red flags: no fever, no visible haematuria, no new neuro symptoms. ")))
    if by_family:
        n.f("{fn} says {Sub} has been more confused this week. ", fn=ctx.fn(0, "f"), Sub=ctx.pronoun("sub"))
    if not by_family and r.random() < 0.45:
        n.f("Pt at work ({pr}), can only talk briefly. ", pr=ctx.prof_p())
    if r.random() < 0.4:
        n.f("Previous call {d} - no change. ", d=ctx.d(ctx.days(-r.randint(2, 20)), r.choice(("short", "full", "wd"))))
    if r.random() < 0.4:
        n.t("Meds: " + ", ".join(C.med_list(ctx, 1, r.randint(1, 3))) + ". ")
    n.t("\n\nAdvice/plan:\n")
    for a in advice:
        n.t("- " + a + "\n")
    if r.random() < 0.6:
        n.f("- F/U call {d}\n", d=ctx.d(ctx.days(r.randint(2, 14)), r.choice(("wd", "short", "full"))))
    if r.random() < 0.4:
        n.f("- Message sent to GP {gp} via {m}\n", gp=ctx.dr("gp"), m=r.choice(("EMIS task", "secure fax", "HealthLink",
                                                                              "MyChart staff msg", "eFax")))
    if r.random() < 0.25:
        n.f("- Confirmed by email to {e}\n", e=ctx.email_p())
    if r.random() < 0.2:
        K.vehicle_line(ctx, n)
    n.t("Call duration: %d min. Safety-netting given (%s if severe); %s verbalised understanding.\n" % (
        r.randint(3, 22), {"UK": "999/111", "AU": "000", "US": "911", "CA": "911 or 811"}[ctx.country],
        "caller" if by_family else "pt"))
    if r.random() < 0.15:
        K.copied_fragment(ctx, n, role)
    if r.random() < 0.4:
        n.f("\nAddendum {tm}: spoke with {who} - {what}.\n", tm=_tm(r, 12, 18), who=ctx.sn("dn", "fl"),
            what=r.choice(("visit confirmed for this afternoon", "will take spare catheter pack",
                           "aware, will review at next routine visit")))
    n.t("\n")
    n.add(ctx.sig(role))
    n.t("\n")
    if r.random() < 0.5:
        K.audit_footer(ctx, n, role)
