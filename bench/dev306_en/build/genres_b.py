"""Genres: hearing aid fitting, tinnitus clinic letter, device fault log, liaison letter."""
from common import Note, P, join, tm
import world
from kit import G, ACCESSORIES


def _hp_extra(rng, g, x):
    c = x.c
    if c == "AU":
        return ["Hearing Services Program voucher: ", P(f"HSP{world.digits(rng, 8)}", "HEALTHPLAN"), "\n"]
    if c == "NZ":
        return ["ACC claim no: ", P(world.idnum(rng, "claim"), "IDNUM"), "\n"]
    if c == "CA":
        return ["ADP authorization no: ", P(world.idnum(rng, "claim"), "IDNUM"), "\n"]
    if c == "US":
        return ["Insurance: ", rng.choice(["BlueRiver PPO", "Medicare Advantage", "employer plan"]), " Member ID ", P(x.hp, "HEALTHPLAN"),
                " Group ", P(f"GRP-{world.digits(rng, 5)}", "HEALTHPLAN"), "\n"]
    return ["Funding: NHS (loan aids). NHS No: ", P(x.hp, "HEALTHPLAN"), "\n"]


def ha_fitting(rng, x):
    n, g, c = Note(), G(rng, x), x.c
    clinic = x.ha_clinic if rng.random() < 0.6 else x.hosp
    n.f("{cl}\n", cl=g.H(clinic))
    n.put(x.gp_addr.frag(rng)).f("  |  {p}\n\n", p=g.new_phone())
    n.t(rng.choice(["HEARING AID FITTING RECORD\n", "Hearing Aid Fitting & Verification\n", "FITTING APPOINTMENT - NEW AIDS\n"]))
    n.f("Client: {p}   DOB: {d}   Client no: {m}\n", p=g.pt(rng.choice(["full", "lastfirst", "LASTFIRST"])), d=g.dob(), m=P(x.mrn, "MRN"))
    n.put(_hp_extra(rng, g, x))
    n.f("Fitting date: {d} {t}    Clinician: {a}\n", d=g.date(0, rng.choice(["num", "text"])), t=tm(rng),
        a=g.doc(x.aud2, rng.choice(["full", "init_last"])))
    n.f("Ear impressions taken: {d}\n\n", d=g.date(-rng.randint(10, 30), rng.choice(["num", "dm"])))
    bimodal = rng.random() < 0.4
    n.t("DEVICES\n")
    if bimodal:
        n.f("{o}: {ha}  SN {s1}  (contralateral to {e} CI, processor {sp} SN {ps})\n",
            o=x.other.capitalize(), ha=g.ha, s1=P(x.aid_sn, "DEVICE"), e=x.ear, sp=g.model[1], ps=P(x.proc_sn, "DEVICE"))
    else:
        n.f("Right: {ha}  SN {s1}\nLeft:  {ha}  SN {s2}\n", ha=g.ha, s1=P(x.aid_sn, "DEVICE"), s2=P(x.aid_sn2, "DEVICE"))
    n.t(f"Coupling: {rng.choice(['receiver M, 8 mm open dome', 'receiver P, power dome', 'custom acrylic mould, 1 mm vent', 'receiver HP, SlimTip'])}; "
        f"wire length {rng.choice(['1', '2', '3'])}.\n")
    if rng.random() < 0.5:
        n.f("Accessory: {acc} SN {sn}\n", acc=rng.choice(ACCESSORIES[:6]), sn=P(world.device_sn(rng, "acc"), "DEVICE"))
    n.t("\nVERIFICATION\n")
    n.t(f"REM to {rng.choice(['NAL-NL2', 'DSL v5.0 adult', 'NAL-NL2 (bimodal adjusted)'])}: within +/-5 dB of target 500 Hz-4 kHz at 55/65/80 dB SPL; "
        f"MPO below UCL. SII {rng.randint(38, 82)}% at 65 dB. Feedback manager calibrated.\n")
    n.t(f"Programs: P1 AutoSense, P2 speech in noise, P3 {rng.choice(['TV streamer', 'telecoil', 'music'])}. Gain set to {rng.randint(80, 100)}% acclimatisation.\n")
    if rng.random() < 0.6:
        n.f("App paired on client's phone; app account username {u} (client to reset password at home).\n", u=P(x.user, "USERNAME"))
    n.t("\nCOSI GOALS\n")
    kid = world.Person(rng)
    goals = [
        ["1. Hear ", P(kid.first, "FAMILY"), " (", "grandson" if kid.sex == "M" else "granddaughter", ", aged ", P(str(rng.randint(3, 15)), "AGE"), ") on FaceTime\n"],
        ["2. Follow the sermon at ", g.O(rng.choice(["St Aldhelm's Parish Church", "Gorse Lane Chapel", "Riverside Baptist Fellowship", "Kingsgate Mosque"])), "\n"],
        ["3. Conversation at the ", g.O(rng.choice(["Greywater Bowls Club", "Tidewater Rotary", "Lark Valley Golf Club", "Marlowmere Returned Services Club"])), "\n"],
        ["4. Meetings at work (", g.job(), ")\n"] if x.working else ["4. Television at normal volume for ", g.fam(2), "\n"],
    ]
    for i, gl in enumerate(rng.sample(goals, 3), 1):
        n.put([str(i), gl[0][1:]] + gl[1:])
    n.t("\nCOUNSELLING (checklist)\n")
    for item in ["insertion/removal", "charging / batteries", "cleaning, wax guards", "realistic expectations",
                 "phone streaming", "warranty & loss/damage cover", "tinnitus feature"]:
        n.t(f"[{'x' if rng.random() < 0.85 else ' '}] {item}\n")
    n.f("\nWarranty expires {d}. Loss & damage excess {cur}{amt}.\n", d=g.date(rng.randint(700, 1100), rng.choice(["month", "num"])),
        cur="$" if c != "UK" else "GBP ", amt=rng.choice([95, 150, 250, 300]))
    n.f("Follow-up: {d} ({t}) - fine tuning + IOI-HA. Client given card with clinic number {ph}.\n",
        d=g.date(rng.randint(14, 42), rng.choice(["weekday", "text", "dm"])), t=tm(rng), ph=g.new_phone())
    n.f("\nClient signature: ______   Clinician: {a}\n", a=g.doc(x.aud2, rng.choice(["full", "initials"])))
    if rng.random() < 0.6:
        n.put(world.footer(rng, x, x.aud2))
    return n


def tinnitus(rng, x):
    n, g, c = Note(), G(rng, x), x.c
    n.put(world.letterhead(rng, x, org=x.hosp, fax=True, web=rng.random() < 0.4))
    n.t(rng.choice(["Tinnitus & Hyperacusis Clinic\n", "Audiovestibular Medicine - Tinnitus Service\n", "Hearing Therapy (Tinnitus)\n"]))
    n.f("\nOur ref: {r}   {hl}: {hp}\n", r=P(world.idnum(rng, "ref"), "IDNUM"), hl=world.hp_label(c), hp=P(x.hp, "HEALTHPLAN"))
    n.f("Clinic date: {d}   Typed: {t}\n\n", d=g.date(0, "text"), t=g.date(rng.randint(2, 9), "num"))
    n.f("{dr}\n{pr}\n", dr=g.dr(x.gp), pr=g.H(x.gp_prac))
    n.put(x.gp_addr.frag(rng, lines=True)).t("\n\n")
    n.f("Dear {dr},\n\n", dr=g.dr(x.gp) if rng.random() < 0.7 else P(x.gp.first, "DOCTOR"))
    n.f("Re: {p}, DOB {d}, {a}\n\n", p=g.pt(rng.choice(["full", "full_mi", "LASTFIRST"])), d=g.dob(), a=x.addr.frag(rng))
    n.t("Diagnoses:\n1. " + rng.choice(["Chronic bilateral tinnitus, non-pulsatile", "Left-sided tonal tinnitus", "Tinnitus with hyperacusis"]) +
        "\n2. " + rng.choice(["Mild-moderate high-frequency SNHL", "Noise-induced hearing loss (4 kHz notch)", "Normal hearing thresholds", "Asymmetric SNHL - MRI IAMs normal"]) +
        "\n3. " + rng.choice(["Sleep disturbance", "Anxiety (GAD-7 12)", "Misophonia features", "Temporomandibular dysfunction"]) + "\n\n")
    n.f("Thank you for referring {who}, {age}, whom I saw {how} today. ",
        who=g.ref(), age=g.age(), how=rng.choice(["in clinic", "by video", "with an interpreter"]))
    n.f("{He} describes a {q} noise that began in {st} after {trig}. ",
        He=g.he().capitalize(), q=rng.choice(["high-pitched whistling", "buzzing", "hissing, cicada-like", "low rumbling"]),
        st=g.date(-rng.randint(120, 900), rng.choice(["month", "year"])),
        trig=rng.choice(["a viral illness", "a concert", "a period of stress at work", "an ear infection", "starting a new medication"]))
    if x.working:
        n.f("{He} works as {j} at {e} and finds the open-plan office and headset use difficult. ", He=g.he().capitalize(),
            j=g.ajob(), e=g.O(x.employer))
    n.f("Sleep is disrupted on most nights; {his} {rel}, {f}, notes {he} is more irritable.\n\n", his=g.his(), rel=x.rel, f=g.fam(), he=g.he())
    n.t("Questionnaires: " + g.scores(3) + ". Minimal change from the baseline scores recorded at triage.\n")
    n.t("Otoscopy normal. " + g.tymp() + " Loudness discomfort levels reduced (LDL 75-85 dB HL). "
        f"Tinnitus pitch match ~{rng.choice([4, 6, 8])} kHz, loudness match {rng.randint(3, 12)} dB SL; minimum masking level {rng.randint(5, 20)} dB SL.\n")
    n.t("Current medication: " + "; ".join(g.meds(3)) + ".\n\n")
    n.f("We discussed the neurophysiological model of tinnitus and the role of attention and sleep hygiene. {He} will trial "
        "{dev}, and I have signposted the {ch} (information at {u}).\n",
        He=g.he().capitalize(), dev=rng.choice(["Widex Moment aids with the Zen programme", "a bedside sound generator", "aids with Oticon Tinnitus SoundSupport",
                       "the ReSound Relief app", "a Phonak Tinnitus Balance noiser"]),
        ch=g.O(x.charity), u=P(world.url(rng, x.charity.split()[0] + " tinnitus"), "URL"))
    n.f("I have offered 4 sessions of CBT-informed tinnitus therapy with my colleague {cl}, starting {d}.\n\n",
        cl=g.doc(x.psych, "full"), d=g.date(rng.randint(14, 60), rng.choice(["text", "weekday"])))
    n.t("No red flags (no pulsatile component, no sudden unilateral loss, no focal neurology).\n\n")
    n.f("Yours sincerely,\n\n\n{s}\n{role}\n", s=g.doc(x.aud2, rng.choice(["full", "full_mi"])),
        role=rng.choice(["Hearing Therapist", "Consultant in Audiovestibular Medicine", "Audiologist, Tinnitus Lead", "Clinical Psychologist"]))
    n.f("Direct line {ph}\n", ph=g.new_phone(extn=True))
    n.f("\ncc: {p} (patient), {a}\n", p=g.pt("full"), a=x.addr.frag(rng))
    if rng.random() < 0.4:
        n.f("Dictated but not read. {i}/{ty}\n", i=P(x.aud2.form(rng, "initials").replace(".", "").upper(), "DOCTOR"),
            ty=P(x.sec.form(rng, "lower_init"), "DOCTOR"))
    return n


def fault_log(rng, x):
    n, g, c = Note(), G(rng, x), x.c
    n.t(rng.choice(["DEVICE FAULT & REPLACEMENT LOG\n", "Implant Equipment - Repairs / Replacements Register\n", "CI Device Issue Log\n"]))
    n.f("Service: {ci}\n", ci=g.H(x.ci))
    n.f("Recipient: {p} ({m})  DOB {d}\n", p=g.pt(rng.choice(["LASTFIRST", "full"])), m=P(x.mrn, "MRN"), d=g.dob())
    n.f("Implant: {ear} {m}, SN {sn}, implanted {d}\n", ear=x.ear, m=g.model[0], sn=P(x.imp_sn, "DEVICE"),
        d=g.date(-rng.randint(400, 3000), rng.choice(["num", "month", "year"])))
    n.f("Contact: {ph} / {em}\n\n", ph=P(x.mobile, "PHONE"), em=P(x.email, "EMAIL"))
    entries = rng.randint(3, 6)
    day = -rng.randint(200, 600)
    kinds = rng.sample(["coil", "lost", "fault", "remote", "battery", "upgrade", "drop", "remote"], entries)
    for kind in kinds:
        day += rng.randint(10, 120)
        who = rng.choice([x.aud1, x.aud2, x.sec])
        n.f("[{d} {t}] ", d=g.date(day, "num"), t=tm(rng))
        if kind == "coil":
            n.f("Coil cable intermittent; replaced from clinic stock (new coil SN {sn}). ", sn=P(world.device_sn(rng, "acc"), "DEVICE"))
        elif kind == "lost":
            v = world.vehicle(rng, c)
            n.f("Processor SN {sn} reported lost - left in a taxi (reg {v}) on {d2}. Police report {pr}. ",
                sn=P(x.proc_sn, "DEVICE"), v=P(v, "VEHICLE"), d2=g.date(day - 1, rng.choice(["dm", "weekday"])),
                pr=P(world.idnum(rng, "ticket"), "IDNUM"))
            n.f("Replacement {sp} SN {sn2} issued under loss cover; old serial blacklisted. ", sp=g.model[1], sn2=P(x.proc_sn2, "DEVICE"))
        elif kind == "fault":
            n.f("Processor error \"{e}\"; lock-up code shown. Swapped for loan unit SN {sn}; faulty unit returned to manufacturer, {r}. ",
                e=rng.choice(["Err 2 (coil)", "Err 4 (implant)", "red light x3", "no lock"]), sn=P(world.device_sn(rng, "processor"), "DEVICE"),
                r=P(world.idnum(rng, "rma"), "IDNUM"))
        elif kind == "remote":
            n.f("Remote check via app from {ip}; impedances normal, datalogging {h} h/day. ", ip=P(world.ip(rng), "IPADDR"), h=rng.randint(6, 16))
        elif kind == "battery":
            n.t(f"Rechargeable battery module not holding charge (<{rng.randint(3, 8)} h); {rng.randint(2, 4)} new modules posted. ")
        elif kind == "upgrade":
            n.f("Upgrade eligibility confirmed (processor > 5 yrs). Quote {q} sent to {ins}. ",
                q=P(world.idnum(rng, "order"), "IDNUM"),
                ins=rng.choice(["commissioner", "insurer", "NDIS plan manager" if c == "AU" else "funder"]))
        else:
            n.f("Processor dropped in {w}; dried, no response. Repair job {j} logged; courier collected from {s}. ",
                w=rng.choice(["the sink", "a swimming pool", "the sea"]), j=P(world.idnum(rng, "job"), "IDNUM"), s=P(x.addr.street, "STREET"))
        n.f("- {u}\n", u=rng.choice([P(world.username(rng, who, staff=True), "USERNAME"), P(who.form(rng, "initials"), "DOCTOR")]))
    n.f("\nCurrent status: {s}. Loaner returned {d}.\n", s=rng.choice(["resolved", "awaiting manufacturer report", "open"]),
        d=g.date(day + rng.randint(5, 20), rng.choice(["num", "text"])))
    n.f("Courier address on file: {a}\n", a=x.addr.frag(rng, country=rng.random() < 0.5))
    if rng.random() < 0.5:
        n.f("Notes: {p} asked that calls go to {his} {rel} {f} on {ph}.\n", p=g.ref(), his=g.his(), rel=x.rel, f=g.fam(),
            ph=P(x.fam_phone, "PHONE"))
    n.put(world.footer(rng, x))
    return n


def liaison(rng, x):
    n, g, c = Note(), G(rng, x), x.c
    school = not x.working or rng.random() < 0.25
    n.put(world.letterhead(rng, x, fax=rng.random() < 0.5, web=True))
    n.f("\n{d}\n\n", d=g.date(0, "text"))
    rec = Person_like(rng, x)
    if school:
        n.f("{who}\nDisability Support Office\n{org}\n", who=rec, org=g.O(x.school))
    else:
        n.f("{who}\n{dept}\n{org}\n", who=rec, dept=rng.choice(["Human Resources", "Occupational Health", "People & Culture"]), org=g.O(x.employer))
    n.put(x.gp_addr.frag(rng, lines=True)).t("\n\n")
    n.f("By email: {em}\n\n", em=P(world.email(rng, x.fam2, x.employer if not school else x.school), "EMAIL"))
    if rng.random() < 0.6:
        n.f("Dear {t} {nm},\n\n", t="Mr" if x.fam2.sex == "M" else "Ms", nm=P(x.fam2.last, "FAMILY"))
    else:
        n.f("Dear {nm},\n\n", nm=P(x.fam2.first, "FAMILY"))
    n.f("Re: {p} (DOB {d})\n\n", p=g.pt("full"), d=g.dob())
    n.f("I am writing, with {his} consent given on {cd}, to explain how {who}'s hearing affects {his} ",
        his=g.his(), cd=g.date(-rng.randint(1, 14), rng.choice(["dm", "num"])), who=g.ref())
    if school:
        n.f("studies. {He} is enrolled in {prog} and attends lectures in the {b}.\n\n", He=g.he().capitalize(),
            prog=rng.choice(["a Diploma of Nursing", "the Certificate IV in Accounting", "an Access to Higher Education course", "the BSc Engineering programme"]),
            b=g.L(rng.choice(["Harcourt Pavilion", "Tennant Building", "Alder Building", "Greig Tower"])))
    else:
        n.f("work as {j}.\n\n", j=g.ajob())
    n.f("{He} has a {ear} cochlear implant ({sp} processor) and uses a hearing aid in the other ear. Even with good device "
        "performance ({sc}), listening in noise, over distance or over the phone is effortful and leads to fatigue by mid-afternoon.\n\n",
        He=g.he().capitalize(), ear=x.ear, sp=g.model[1], sc=g.speech(True, post=True))
    n.t("Recommended adjustments:\n")
    adj = ["- A remote microphone system (e.g. Roger On iN) for meetings/lectures; we can loan one for a 4-week trial.\n",
           "- Live captions (CART or automatic) in online meetings; written follow-up of key decisions.\n",
           "- Seating with back to the wall, away from air-conditioning units and the kitchen area.\n",
           "- Visual or vibrating fire alarm (pager) in any lone-working area.\n",
           "- Phone: captioned telephony or a streamer; avoid headset-only call handling.\n",
           "- Allow time off for implant appointments (approx. 4-6 per year).\n"]
    for a in rng.sample(adj, rng.randint(4, 6)):
        n.t(a)
    if not school and rng.random() < 0.6:
        sur = "".join(ch for ch in x.pt.last.upper() if ch.isalpha())[:5]
        lic = world.digits(rng, 8) if c != "UK" else f"{sur:9<5}{world.digits(rng, 6)}{x.pt.first[0]}{letters2(rng)}"
        n.f("\nRegarding driving duties: hearing loss does not of itself bar {his} licence (licence no. {l}); the fleet "
            "vehicle ({v}) can be fitted with a visual reversing alert. VIN {vin} was quoted by your transport manager {tm}.\n",
            his=g.his(), l=P(lic, "LICENSE"), v=P(world.vehicle(rng, c), "VEHICLE"), vin=P(world.vin(rng), "VEHICLE"),
            tm=P(world.Person(rng).form(rng, "full"), "FAMILY"))
    n.f("\nFunding may be available through {fund}. Please contact me on {ph} or {em}.\n\n",
        fund={"UK": "Access to Work", "US": "the state Vocational Rehabilitation agency", "AU": "JobAccess",
              "CA": "the provincial Opportunities Fund", "NZ": "Workbridge / Support Funds"}[c],
        ph=g.new_phone(extn=rng.random() < 0.5), em=P(world.email(rng, x.aud1), "EMAIL"))
    n.f("Yours sincerely,\n\n{s}\n{r}\n", s=g.doc(x.aud1, rng.choice(["full", "full_mi"])),
        r=rng.choice(["Rehabilitation Audiologist", "Specialist Audiologist (Adult CI)", "Hearing Therapist", "Clinical Audiologist"]))
    n.f("\ncc: {p}; {gp}, {pr}\n", p=g.pt("full"), gp=g.dr(x.gp), pr=g.H(x.gp_prac))
    return n


def letters2(rng):
    return world.letters(rng, 2)


def Person_like(rng, x):
    p = x.fam2
    return P(p.form(rng, rng.choice(["full", "full_mi"])), "FAMILY")


GENRES = [("hearing aid fitting record", ha_fitting), ("tinnitus clinic letter", tinnitus),
          ("device fault and replacement log", fault_log), ("school or workplace liaison letter", liaison)]
