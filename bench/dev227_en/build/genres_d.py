"""Genres: health protection team situation report, STI partner
notification record (own), animal exposure / rabies PEP assessment (own),
health protection duty desk call log (own)."""
from doc import P
import clin as C
import pools as PL
from common import Staff, demo, audit, bullets, heading, tm, agep, narr, imm_hx

PAPERS = ["the Bayfront Courier", "Kestrelford Evening Gazette", "Northern Prairie Post", "Valley Radio News",
          "the Harbour Herald", "CKTL Newsradio", "Weald Weekly Advertiser"]


def g_sitrep(r, w, d):
    hp = w.org("hp")
    au = Staff(w, w.ch(["epi", "phn", "cdi"]))
    moh = Staff(w, "moh")
    dk = w.ch(["measles", "igas", "hepa", "stec", "legion", "tb", "pertussis", "mpox", "diph"])
    D = C.DIS[dk]
    n = r.randint(2, 14)
    d.f("{o}\n", o=hp)
    d.f("SITUATION REPORT (SITREP) No. {n} - {dn} {k}\n", n=str(n), dn=D["name"], k=w.ch(["cluster", "incident", "outbreak"]))
    d.f("Area: {c}{p}\n", c=w.cityP(), p=[", ", w.provP()] if w.ca else "")
    d.f("Date/time: {dt} {t}   Incident level: {l}\n", dt=w.D(0), t=tm(w), l=w.ch(["Standard", "Enhanced", "Level 2", "Level 3", "Amber"]))
    d.f("Prepared by: {p}, {rl}\n", p=au.p.full(), rl=au.role)
    d.t("Distribution: ")
    for i in range(r.randint(2, 5)):
        x = w.staff()
        d.f("{n} <{e}>{s}", n=w.ch([x.full(), x.finit()]), e=w.email(x), s="; ")
    d.t("IMT members\n")
    heading(d, w, "1. Situation summary")
    nc, npb = r.randint(3, 40), r.randint(0, 9)
    d.t("%d confirmed and %d probable cases (+%d since SITREP %d). " % (nc, npb, r.randint(0, 6), n - 1))
    d.f("Onsets range {a} to {b}; ages ", a=w.D(-r.randint(15, 50)), b=w.D(-r.randint(0, 5)))
    lo = r.randint(0, 30)
    hi = lo + r.randint(10, 60)
    d.f("{a}-{b} years (median {m}). ", a=P(str(lo), "AGE"), b=P(str(hi), "AGE"), m=str(lo + r.randint(3, 9)))
    d.t("Settings implicated: ")
    sets = [w.org("school"), w.care_home(), w.org("emp"), w.hosp(), w.org("venue")]
    r.shuffle(sets)
    for i, s in enumerate(sets[: r.randint(1, 3)]):
        d.add([", " if i else "", s])
    d.t(".\n")
    if w.maybe(0.5):
        d.t(D["agent"] + "; " + D["lab"].split(";")[0] + ".\n")
    heading(d, w, "2. Case summary (new since last report)")
    for i in range(r.randint(2, 6)):
        c = w.person()
        ca = r.randint(lo, hi)
        if w.ca:
            near = [x for x, p in PL.CA_CITIES if p == w.prov]
        else:
            near = [t[0] for t in PL.UK_TOWNS if t[1] == w.county and w.county != "-"] or [w.city]
        cc = w.ch(near) if w.maybe(0.35) else w.city
        d.f("{b}Case {k}: {n}, {a}{sx}, {cty}; onset {o}; {st}\n", b=w.bul, k=str(nc - i), n=w.ch([c.ini(), c.caps(), c.ini()]),
            a=agep(ca) if ca else [P(str(r.randint(2, 11)), "AGE"), "mo "], sx=c.sex if w.maybe(0.7) else "", cty=P(cc, "CITY"),
            o=w.Ds(-r.randint(1, 12)), st=w.ch(["hospitalised " + w.ch(["(ICU)", "(ward)", ""]), "community", "recovered",
                                                 "epi-linked to case " + str(r.randint(1, nc)), "no link identified", "travel-associated"]))
    heading(d, w, "3. Actions since last SITREP")
    acts = [["Contact tracing: ", str(r.randint(10, 300)), " contacts identified, ", str(r.randint(5, 95)), "% reached"],
            w.ch(["Catch-up vaccination clinic held at ", "Letters issued to parents of ", "Warn-and-inform letters sent to "]) ,
            ["Lab: WGS results awaited from reference lab (batch ", w.spec(), ")"],
            ["IPC visit to ", w.care_home(), " completed by ", w.staff().full()]]
    acts[1] = [acts[1], w.org("school"), " on ", w.Ds(-r.randint(1, 3))]
    r.shuffle(acts)
    bullets(d, w, acts[: r.randint(2, 4)])
    heading(d, w, "4. Outstanding actions")
    owners = [w.staff() for _ in range(3)]
    for o in owners[: r.randint(1, 3)]:
        d.f("{b}{a} - owner {n} - due {dt}\n", b=w.bul, a=w.ch(["Update case definition", "Draft briefing for " + ("MOH" if w.ca else "DPH"),
                                                                  "Obtain attendance lists", "Chase outstanding specimens",
                                                                  "Prepare FAQ for GP practices", "Review PEP stock"]),
            n=w.ch([o.full(), o.fn(), o.ini()]), dt=w.Ds(r.randint(1, 4)))
    heading(d, w, "5. Communications")
    pp = w.ch(PAPERS)
    d.f("Media enquiry from {p} received {dt}; holding statement agreed with {m}. ",
        p=["the ", P(pp[4:], "ORGANIZATION")] if pp.startswith("the ") else P(pp, "ORGANIZATION"), dt=w.Ds(-1),
        m=moh.p.dr())
    d.t(w.ch(["No patient-identifiable information to be shared externally.", "GP alert issued.", "Schools bulletin updated.", ""]) + "\n")
    heading(d, w, "6. Next meeting")
    d.f("{dt} {t} via Teams - link: {u}; dial-in {ph}\n", dt=w.D(r.randint(1, 3)), t=tm(w), u=w.url(), ph=w.phone(mobile=False))
    if w.maybe(0.3):
        d.t("Note: " + w.ch(C.DISTRACT) + "\n")
    if w.maybe(0.5):
        d.t("\nOFFICIAL-SENSITIVE\n" if not w.ca else "\nPROTECTED B - contains personal health information\n")
    if w.maybe(0.3):
        audit(d, w, au.p)


PN_DX = [("syph", "Infectious syphilis (secondary)", "benzathine penicillin G 2.4 MU IM", 90),
         ("gc", "Gonorrhoea (urethral/pharyngeal NAAT +)", "ceftriaxone 1 g IM", 60),
         ("ct", "Chlamydia trachomatis (NAAT +)", "doxycycline 100 mg BID x 7 days", 180),
         ("lgv", "LGV (L2b)", "doxycycline 100 mg BID x 21 days", 90),
         ("hiv", "HIV-1 (new diagnosis)", "ART started (Biktarvy)", 365),
         ("mpox", "Mpox (clade IIb)", "supportive; tecovirimat not indicated", 21)]


PN_HX = {"syph": ["painless ulcer noticed 10 days ago; no discharge", "rash on palms/soles, malaise"],
         "gc": ["dysuria and urethral discharge x 4 days", "sore throat, partner diagnosed"],
         "ct": ["post-coital bleeding", "mild dysuria"], "lgv": ["rectal pain and discharge, tenesmus"],
         "hiv": ["seroconversion-like illness 6 wks ago", "weight loss, oral thrush"], "mpox": ["fever then anogenital lesions"]}
PN_TEST = {"syph": "HIV neg, syphilis EIA reactive, TPPA reactive, RPR 1:64",
           "gc": "GC/CT NAAT: GC pos (urine, pharynx), CT neg; culture sent for sensitivities",
           "ct": "CT NAAT pos (vulvovaginal swab / FVU), GC neg, HIV neg", "lgv": "CT NAAT pos (rectal); LGV L2b confirmed by ref lab",
           "hiv": "HIV Ag/Ab reactive, confirmatory positive; VL 84,000 copies/mL, CD4 410", "mpox": "Mpox PCR DETECTED (lesion swab)"}


def g_pn(r, w, d):
    pt = w.person()
    age = r.randint(17, 64)
    dob = w.dob(age)
    ha = Staff(w, "phn")
    ha.role = "Health Adviser" if not w.ca else w.ch(["PHN - STI Program", "Sexual Health Nurse"])
    clinic = P(w.ch(["Eastside Sexual Health Clinic", "Riverside Community Health Centre"] if w.ca else
                    ["Harbour Street Sexual Health Clinic", "Castlegate Medical Centre"]), "HOSPITAL")
    key, dx, tx, lb = w.ch(PN_DX)
    dxd = -r.randint(1, 14)
    d.f("{c}\n{t}\n", c=clinic, t=w.ch(["PARTNER NOTIFICATION RECORD", "Partner notification / contact tracing - STI",
                                         "PN record (confidential)", "Health adviser PN notes"]))
    d.f("Index: {n}   Clinic no. {m}   DOB {b}\n", n=w.ch([pt.full(), pt.caps(), pt.first_li()]), m=w.mrn(), b=w.D_dob(dob))
    if w.maybe(0.5):
        d.f("Preferred contact: {ph}{x}\n", ph=w.phone(mobile=True), x=w.ch(["", " (text only)", " - OK to leave msg"]))
    if w.maybe(0.3):
        d.f("Email: {e}\n", e=w.email(pt))
    if w.maybe(0.25):
        d.f("Self check-in kiosk: palm-vein ID {b}\n", b=w.bioid())
    d.f("Dx: {dx} - {dd}. Tx: {tx} on {td}.\n", dx=dx, dd=w.D(dxd), tx=tx, td=w.Ds(dxd + r.randint(0, 3)))
    d.t("Hx: " + w.ch(PN_HX[key] + ["asymptomatic - partner notified", "routine screen (PrEP quarterly)"]) + ". ")
    d.t("Tests: " + PN_TEST[key] + ". ")
    d.t(w.ch(["HBV immune. ", "HBV vaccine course started. ", "HPV and 4CMenB offered. ", ""] +
             (["On PrEP; adherence good. "] if key != "hiv" else ["Referred to HIV clinic. "])))
    if age >= 18 and w.maybe(0.35):
        d.f("Occupation: {p}. ", p=w.prof(age))
    d.t("\n")
    d.f("Look-back: {a} to {b} ({k} days)\n", a=w.D(dxd - lb), b=w.D(dxd), k=str(lb))
    d.t("PN options discussed: " + w.ch(["patient referral", "provider referral", "contract referral (7 days)", "patient + provider"]) + "\n")
    heading(d, w, "Partners")
    np = r.randint(2, 6)
    nn = nt = 0
    for i in range(np):
        p = w.fam()
        form = r.random()
        d.t("P%d: " % (i + 1))
        if form < 0.35:
            d.f("{n}", n=w.ch([p.full(), p.first_li()]))
        elif form < 0.6:
            d.f("{n} (surname unknown)", n=p.fn())
        elif form < 0.85:
            d.f("app profile {u}", u=P(w.ch(["%s%d", "%s_%d", "the_%s%d", "%sxx%d"]) % (w.ch(["dtown", "bearcub", "runner", "lakeside",
                                                                                                 "nightowl", "gymrat", "quietguy",
                                                                                                 "sunny", "maple", "northern"]),
                                                                                         r.randint(1, 99)), "USERNAME"))
        else:
            d.f("unnamed, met at {v}", v=w.org("venue"))
        d.f(", approx {a}", a=P(str(r.randint(19, 60)), "AGE"))
        d.t("; " + w.ch(["regular", "casual x1", "casual x3", "ex-partner", "anonymous"]) + "; last sex ")
        d.add(w.Ds(dxd - r.randint(1, lb)))
        if form < 0.6 and w.maybe(0.6):
            d.f("; tel {ph}", ph=w.phone(mobile=True))
        oc = w.ch(["attended, treated", "notified by HA, attended", "not contactable", "declined", "notified via app message",
                   "lives out of area - referred"])
        d.t("\n   Outcome: " + oc)
        if oc.endswith("attended") or oc.endswith("treated"):
            nt += 1
            nn += 1
            if w.maybe(0.6):
                d.f(" ({dt}, {c})", dt=w.Ds(r.randint(-3, 0)), c=w.ch([clinic, w.gp_practice()]))
        elif oc.startswith("notified") or oc.startswith("lives"):
            nn += 1
        d.t("\n")
    heading(d, w, "Summary")
    d.t("%d partners identified, %d notified, %d verified tested/treated. " % (np, nn, nt))
    d.t(w.ch(["Index advised abstain until 7 days post tx and partners treated.", "Risk reduction discussed; PrEP offered.",
              "Test of cure booked.", "Index declined to name further partners."]) + "\n")
    ha.sign(d, org=False, contact=w.maybe(0.4))
    audit(d, w, ha.p, kind=w.ch(["user", "ip", "conf"]))


def g_rabies(r, w, d):
    pt = w.person()
    age = r.randint(2, 84)
    dob = w.dob(age)
    ph = Staff(w, w.ch(["phi", "phn", "cdi"]) if w.ca else w.ch(["phn", "cdi"]))
    moh = Staff(w, "moh")
    ex = -r.randint(0, 4)
    animal = w.ch(["dog", "dog", "dog", "cat", "cat", "ferret", "bat", "bat", "raccoon", "fox", "skunk"] if w.ca else
                  ["dog", "dog", "dog", "cat", "cat", "ferret", "bat", "bat"])
    abroad = w.maybe(0.3)
    d.line(w.ch(["ANIMAL EXPOSURE / RABIES RISK ASSESSMENT", "Rabies PEP assessment", "Animal bite investigation report",
                 "Rabies post-exposure risk assessment"]))
    d.f("Incident no. {i}   Date received: {dt}\n", i=w.case_id(), dt=w.D(0))
    demo(d, w, pt, age, dob, fields=["name", "dob", "hcn", "addr", "phone"] + (["ssn"] if age >= 18 and w.maybe(0.15) else []) +
         (["gp"] if w.maybe(0.4) else []), style=w.ch(["table", "inline"]))
    if age < 16:
        par = w.fam(last=pt.last)
        d.f("Parent: {p} {ph}\n", p=par.full(), ph=w.phone())
    heading(d, w, "Exposure")
    d.f("Date/time: {dt} {t}. ", dt=w.D(ex) if not abroad else w.D(ex - r.randint(5, 20)), t=tm(w))
    if abroad:
        c = w.ch(["India", "Thailand", "Philippines", "Morocco", "Indonesia", "Vietnam", "Kenya", "Peru", "Turkey", "Nepal"])
        d.f("Bitten by a {a} while travelling in {c}. ", a=w.ch(["stray dog", "monkey at temple", "street dog", "puppy"]), c=P(c, "COUNTRY"))
        d.f("First dose of rabies vaccine given abroad on {dt}; no RIG given. ", dt=w.Ds(ex - r.randint(2, 15)))
    elif animal == "bat":
        d.f("Bat found in bedroom (room {rm}) on waking; unable to exclude contact. Bat {s}. ", rm=w.room(),
            s=w.ch(["escaped", ["submitted for testing - sample ", w.spec()], "released by neighbour"]))
    else:
        d.f("Bitten by {a} at {loc}. ", a=animal, loc=w.ch([w.landmark(), [w.street(unit=False), ", ", w.cityP()]]))
        if animal in ("dog", "cat", "ferret"):
            ow = w.fam()
            d.f("Owner: {o}, {st}, tel {ph}. ", o=w.ch([ow.full(), ow.titled_full()]), st=w.street(), ph=w.phone())
            if w.maybe(0.6):
                d.f("Licence tag {t}", t=P(w.ch(["%s-%s", "D%s%s"]) % (w.digits(2), w.digits(5)), "LICENSE"))
                d.f("; microchip {m}. ", m=P("%s%s" % (w.ch(["982", "900", "985"]), w.digits(12)), "DEVICE"))
            d.t(w.ch(["Rabies vaccination current per owner (cert sighted).", "Vaccination status unknown.",
                      "Not vaccinated."]) + " ")
            d.f("10-day observation until {dt}.", dt=w.D(ex + 10))
        else:
            d.t(w.ch(["Wild animal, not available for testing.", "Animal killed and submitted to CFIA for testing." if w.ca else
                      "Animal not captured."]))
    if animal == "bat" and not abroad:
        d.t("\nWound: " + w.ch(["none visible; bat contact while asleep cannot be excluded", "possible scratch R forearm (category II/III)"]))
    else:
        d.t("\nWound: " + w.ch(["category III - single transdermal bite R hand", "category II - minor scratch L forearm, no bleeding",
                                 "category III - multiple bites lower leg", "category III - puncture wounds L calf"] +
                                (["lick on broken skin (category III)"] if animal in ("dog", "cat") else [])))
    d.t("; washed with soap/water x15 min. Td status: " + w.ch(["UTD", "booster given", "unknown - Tdap given"]) + ".\n")
    if w.maybe(0.6):
        d.t("Narrative: ")
        if abroad:
            xs = ["was walking near a market when a street dog approached", "was feeding animals at a tourist site"]
        elif animal == "bat":
            xs = ["woke to find the bat on the pillow", "found the bat in the bedroom after the window was left open"]
        elif animal in ("dog", "cat", "ferret"):
            xs = ["was walking to the bus stop when the animal ran out of an open gate", "was feeding the animal when bitten",
                  "tried to separate two fighting animals", "was visiting a friend when the animal bit without warning"]
        else:
            xs = ["was bitten while jogging on a trail", "tried to help what appeared to be an injured animal",
                  "was bitten while clearing the garage"]
        d.f("{p} {x}. ", p=w.ch([pt.fn(), pt.titled()]) if age >= 16 else pt.fn(), x=w.ch(xs))
        d.f("Presented to {h} {dt}; wound irrigated, {ab}.\n", h=w.hosp(), dt=w.Ds(ex), ab=w.ch(["co-amoxiclav started",
                                                                                              "amoxicillin-clavulanate 875 mg BID x 5 days",
                                                                                              "no antibiotics", "sutures deferred"]))
    heading(d, w, "Assessment")
    owned = (not abroad) and animal in ("dog", "cat", "ferret")
    if abroad:
        dec = "complete PEP course started abroad; RIG not needed (>7 days since first dose)."
    elif owned:
        dec = w.ch(["PEP not indicated - observe animal for 10 days.", "PEP deferred pending 10-day observation.",
                    "PEP indicated (animal unprovoked, owner unreachable)."])
    else:
        dec = w.ch(["PEP indicated.", "PEP indicated (high risk; wildlife/bat)."])
    d.f("Discussed with {m} on {dt}: {x}\n", m=moh.name(), dt=w.Ds(0), x=dec)
    wt = r.randint(14, 110) if age >= 12 else r.randint(12, 45)
    if dec.startswith("PEP indicated"):
        d.t("HRIG 20 IU/kg x %d kg = %d IU, infiltrated around wound, remainder IM. " % (wt, wt * 20))
        vac = w.ch(["Imovax Rabies", "RabAvert"])
        d.t("Vaccine: %s lot %s.\n" % (vac, C.lot(r)))
        d.t("Schedule: ")
        for j, k in enumerate([0, 3, 7, 14]):
            d.f("day {k} {dt}{s}", k=str(k), dt=w.D(ex + k) if j == 0 else w.Ds(ex + k), s="; " if j < 3 else "")
        d.f(" at {c}.\n", c=w.ch([w.gp_practice(), w.pharmacy(), w.hosp()]))
    if w.maybe(0.6):
        heading(d, w, "Follow-up")
        if dec.startswith("PEP indicated") or abroad:
            fu = [(3, "called client, dose 2 confirmed"), (4, "no local reaction reported"), (8, "client missed day 7 dose - rebooked"),
                  (15, "course completed; record updated")]
        else:
            fu = [(2, "owner not answering, letter sent"), (3, "owner confirms animal well"), (10, "animal alive and well at day 10 - case closed")]
        for k, x in sorted(r.sample(fu, r.randint(1, min(3, len(fu))))):
            f = w.staff()
            d.f("{b}{dt} {t} - {x} ({n})\n", b=w.bul, dt=w.Ds(ex + k), t=tm(w), n=w.ch([f.ini(), f.tag(), f.fn()]), x=x)
    if w.maybe(0.4):
        d.t(w.ch(C.DISTRACT) + "\n")
    if w.maybe(0.3):
        d.f("Animal control ({o}) officer {n} attended; van {p}.\n", o=w.org("council"), n=w.fam().full(), p=w.plate())
    ph.sign(d, org=w.maybe(0.5), contact=w.maybe(0.6))
    audit(d, w, ph.p)


def g_duty(r, w, d):
    hp = w.org("hp")
    du = Staff(w, w.ch(["phn", "cdi"]))
    cons = Staff(w, "moh")
    d.f("{o} - {t} {dt}\n", o=hp, t=w.ch(["Duty desk log", "Duty log", "On-call log", "Acute response desk log"]), dt=w.D(0))
    d.f("Duty officer: {a}   Duty consultant: {b}\n\n", a=du.p.full(), b=cons.p.dr())
    t = r.randint(8, 10) * 60 + r.randint(0, 40)
    for i in range(r.randint(5, 10)):
        d.t("%02d:%02d " % (t // 60, t % 60))
        t += r.randint(12, 75)
        k = r.random()
        if k < 0.25:
            g = w.staff()
            q, lo, hi, sx = w.ch([("?measles - rash + fever, unvaccinated. Advised isolate, swab + serum, notify.", 1, 40, None),
                                  ("scarlet fever at nursery; abx and exclusion 24 h advised.", 2, 7, None),
                                  ("dog bite abroad - PEP pathway sent.", 5, 80, None), ("?TB, CXR cavitating; refer to chest clinic.", 20, 85, None),
                                  ("D+V, food handler - exclusion 48 h; stool sample.", 18, 64, None),
                                  ("chickenpox contact in pregnancy (24/40) - VZ IgG checked.", 19, 42, "F"),
                                  ("?mumps, parotitis; swab sent, exclude 5 days.", 12, 30, None)])
            p = w.person(sex=sx)
            a = r.randint(lo, hi)
            d.f("Call from {g} ({pl}) {ph}: {p}, ", g=g.dr(), pl=w.gp_practice(), ph=w.phone(mobile=False),
                p=w.ch([p.full(), p.ini(), p.titled() if a >= 16 else p.fn()]))
            d.add(w.age(a, sex=p.sex))
            d.t(", " + q + "\n")
        elif k < 0.45:
            ch = w.care_home()
            m = w.person("DOCTOR")
            d.f("{ch} ({mg}, manager): {n} residents D+V since {dt}. Outbreak ref {o}; pack emailed to {e}.\n", ch=ch, mg=m.full(),
                n=str(r.randint(3, 12)), dt=w.Ds(-r.randint(1, 3)), o=w.ob_id(), e=w.email(m))
        elif k < 0.6:
            p = w.person()
            d.f("Lab ({l}) phoned result: {n} DOB {b} - {res}. Spec {s}. Case {c} created.\n", l=w.lab(), n=w.ch([p.caps(), p.lf()]),
                b=w.D_dob(w.dob(r.randint(1, 90))), res=w.ch(["N. meningitidis PCR +", "STEC O157", "HAV IgM +", "Legionella UAT +",
                                                             "measles IgM +", "Salmonella Typhi"]), s=w.spec(), c=w.case_id())
        elif k < 0.75:
            s = w.org("school")
            h = w.fam()
            d.f("{s} - head {h} ({ph}): {x}\n", s=s, h=w.ch([h.titled(), h.full()]), ph=w.phone(mobile=False),
                x=w.ch(["3 cases scarlet fever in Y1, letter template sent.", "parent reports meningitis in pupil - awaiting confirmation.",
                        "head lice query - not PH issue, signposted.", "chickenpox + pregnant staff member - advised OH/GP."]))
        elif k < 0.87:
            p = w.person()
            d.f("Member of public {n} ({ph}) re {x}\n", n=w.ch([p.full(), p.titled(), p.fn()]), ph=w.phone(),
                x=w.ch(["neighbour keeping pigeons - signposted to council EH.", "food poisoning after takeaway - complaint passed to EHO.",
                        "bat in loft, no contact - reassured.", "wants MMR records - referred to GP."]))
        else:
            d.f("Email from {e}: {x}\n", e=w.email(w.staff()), x=w.ch([["port health query re unwell passenger on flight ", w.flight()],
                                                                       "cruise ship norovirus - info only", "prison TB screening request",
                                                                       "request for PEP stock"]))
    d.f("\nHandover to {n} at {t}.\n", n=w.staff().full(), t=w.ch(["17:00", "17:30", "16:45", "18:00"]))
    if w.maybe(0.5):
        audit(d, w, du.p)
