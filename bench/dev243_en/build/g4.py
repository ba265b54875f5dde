"""Genres: post-operative discharge summary, voice therapy note, insurance/funding appeal (author 243)."""
import clinical as K
import common as C
from phi import Doc, rand_digits, rand_letters

COURSE = {
    "vag": ["POD 0: uncomplicated; EBL {e} mL; Foley catheter and vaginal pack in situ.",
            "POD 5: pack and catheter removed, voiding freely; dilation teaching started with {n}.",
            "POD 6: dilating independently with size 1 and 2 dilators.",
            "Bed rest 4 days per protocol; SCDs on.", "Pelvic floor physio: Kegel exercises reviewed before discharge."],
    "chest": ["POD 0: uncomplicated; EBL {e} mL.", "POD 1: Jackson-Pratt drains {dr} mL/24h; binder on; nipple grafts viable.",
              "Drains removed before discharge.", "Minor haematoma R side managed conservatively."],
    "phallo": ["POD 0: EBL {e} mL; suprapubic catheter in situ.", "POD 1-4: flap checks hourly -> 4-hourly; Doppler signal good.",
               "Forearm donor site covered with NPWT; dressing change POD 5.", "POD 3: Hb {hb} g/L (pre-op {hb2}), 1 unit RBC."],
    "abdo": ["POD 0: laparoscopic, uncomplicated; EBL {e} mL.", "POD 1: catheter removed, voiding; mobilising with physio.",
             "Pain controlled on oral analgesia (VAS 3/10)."],
    "face": ["POD 0: EBL {e} mL; head of bed 30 degrees.", "POD 1: swelling as expected; no airway concerns.",
             "Facial drains removed POD 1; cold compresses."],
    "simple": ["Day case converted to overnight stay for nausea.", "POD 1: wound clean and dry, voiding.",
               "Pain controlled on oral analgesia (VAS 2/10)."],
}
INSTR = {"vag": "dilate 3x daily for 15 min (sizes 1 then 2); no bathing 6/52; no driving 2/52",
         "chest": "binder 24/7 for 6 weeks; no lifting >5 kg; shower from day 3; no arm raise above shoulder 2/52",
         "phallo": "catheter care as taught; keep arm elevated; no smoking; leg bag at night",
         "abdo": "no heavy lifting 6 weeks; no driving 2/52; may shower",
         "face": "sleep upright 2/52; soft diet 1 week; no glasses on nasal bridge 6/52",
         "simple": "keep dressings dry until clinic; scrotal support; may shower after 48 hours"}


def _cat(proc):
    for k, v in (("vagino", "vag"), ("vulvo", "vag"), ("mastectomy", "chest"), ("keyhole", "chest"), ("augment", "chest"),
                 ("phallo", "phallo"), ("metoid", "phallo"), ("scroto", "phallo"), ("hysterect", "abdo"),
                 ("facial", "face"), ("tracheal", "face"), ("glotto", "face")):
        if k in proc:
            return v
    return "simple"


def discharge(r, c):
    d = Doc()
    S, O, Pz, vs, be, hv = C.pn(c)
    proc = r.choice(K.PROCS[c.hrt] + [p for p in K.PROCS[c.hrt] if "augment" in p or "scroto" in p or "phallo" in p])
    adm = c.ago(1, 8)
    d.w("{h}\n", h=c.S("hosp"))
    d.w("{t}\n", t=r.choice(["DISCHARGE SUMMARY", "Inpatient Discharge Summary", "Surgical Discharge Letter",
                              "DISCHARGE SUMMARY - PLASTIC SURGERY"]))
    C.demo(d, c, r.choice(["caps", "kv", "bar"]))
    d.w("Ward: {w}   {bl} {b}\n", w=c.S("ward"), bl=r.choice(["Bed", "Room", "Bay/bed", "Rm"]),
        b=(r.choice(["%d" % r.randint(1, 32), "%d%s" % (r.randint(1, 40), r.choice("ABCD")),
                     "%d-%d" % (r.randint(1, 6), r.randint(1, 6)), "%d" % r.randint(200, 780)]), "LOCATION_OTHER"))
    d.w("Encounter: {e}\n", e=c.ACCT("enc"))
    d.w("Admitted: {a}   Discharged: {b}   LOS {n} days\n", a=c.D(adm), b=c.D(), n=str((c.visit - adm).days))
    d.w("Consultant: {s}   Anaesthetist: {an}\n", s=c.Dr("surgeon", r.choice(["title_full", "title_family", "full_cred"])),
        an=c.Dr("anaes", r.choice(["title_family", "title_full"])))
    d.w("\nProcedure ({dt}): {p}", dt=c.D(adm, r.choice(["full", "partial"]), r.choice([None, "md_us" if c.c == "US" else "md_uk"])),
        p=proc)
    d.w(" [{code}]\n", code=K.proc_code(proc, c.c))
    cat = _cat(proc)
    dev = []
    if "augment" in proc:
        dev.append(("Breast implants, smooth round %s cc: L SN " % r.choice(["325", "350", "400", "450"]), "imp1", "imp2", " / R SN "))
    if "scroto" in proc:
        dev.append(("Testicular implants (silicone, %s): SN " % r.choice(["medium", "large"]), "imp1", "imp2", " and "))
    if cat == "phallo" and r.random() < 0.7:
        dev.append(("NPWT unit issued for home use, SN ", "vac", None, ""))
    if r.random() < 0.25:
        dev.append(("PCA pump (returned) SN ", "pca", None, ""))
    for lab, k1, k2, joiner in dev:
        d.w("{l}{a}", l=lab, a=(c.idv(k1, lambda r: r.choice(["%s-%s", "%s%s"]) % (rand_digits(r, 7), rand_digits(r, 3))), "DEVICE"))
        if k2:
            d.w("{j}{b}", j=joiner, b=(c.idv(k2, lambda r: "%s%s" % (rand_letters(r, 2), rand_digits(r, 8))), "DEVICE"))
        d.w("\n")
    d.w("\nIndication: {dx}; {a} {t} on GAHT since {y}.\n", dx=K.cap(r.choice(K.DX_TEXT)),
        a=c.A(form=r.choice(["{}-year-old", "{}yo", "{} y/o"])), t=c.term, y=c.D(c.ago(500, 3000), "partial", "y"))
    d.w("\nCourse:\n")
    for p in COURSE[cat] + ["VTE prophylaxis: enoxaparin 40 mg SC daily + TEDS; GAHT paused 2 weeks pre-op."][:r.randint(0, 1)]:
        d.w("- " + p + "\n", e=str(r.choice([50, 100, 150, 250, 400])), dr=str(r.randint(10, 120)),
            hb=str(r.randint(86, 110)), hb2=str(r.randint(125, 160)), n=c.Dr("nurse", r.choice(["given", "full"])))
    d.w("\nDischarge medications:\n")
    dm = ["enoxaparin 40 mg SC OD for 28 days", "paracetamol 1 g QDS PRN", "ibuprofen 400 mg TDS with food x 5 days",
          "oxycodone 5 mg q4-6h PRN (max 6 doses)", "docusate 100 mg BD", "cefalexin 500 mg QDS x 5 days",
          "restart " + K.regimen(r, c)[0] + " from " + "day 14", "lactulose 10 mL BD", "chlorhexidine wash"]
    for m in r.sample(dm, r.randint(3, 6)):
        d.w("  * {m}\n", m=m)
    d.w("\nInstructions: {x}\n", x=INSTR[cat])
    d.w("Follow-up: {s} clinic {dt} at {tm}; nurse-led wound check at {g} on {d2}.\n",
        s=c.S("surg"), dt=c.D(c.ahead(5, 14), r.choice(["full", "wd"])), tm=c.time(), g=c.S("gp"),
        d2=c.D(c.ahead(2, 7), r.choice(["full", "wd", "partial"]), r.choice([None, "dm_long" if c.c == "UK" else "md_long"])))
    tr = r.random()
    if tr < 0.35:
        d.w("Discharged home by car with {rel} {n} (reg {v}).\n", rel=r.choice(["partner", "friend", "mother", "sister"]),
            n=c.F("partner", r.choice(["given", "full"])),
            v=(c.idv("veh", lambda r: "%s%02d %s" % (rand_letters(r, 2), r.randint(10, 74), rand_letters(r, 3))) if c.c == "UK"
               else c.idv("veh", lambda r: "%d%s%s" % (r.randint(1, 9), rand_letters(r, 3), rand_digits(r, 3))), "VEHICLE"))
    elif tr < 0.6:
        d.w("Staying locally for 7 nights at {h}, {a}, before travel home to {city}.\n", h=(r.choice(
            ["Riverside Lodge", "the Marlowe Hotel", "Harbourview Inn", "Cedar House Apartments", "Kingsmere Suites"]),
            "LOCATION_OTHER"), a=C.faddr(c, "hotel"), city=c.CITY())
    else:
        d.w("Discharged to home address; lives with {n}.\n", n=c.F(r.choice(["partner", "mother", "friend"]), "full"))
    d.w("Concerns: {p} (24h), or {w} on {q}.\n\n", p=c.PH("dept"), w=c.S("ward"), q=c.PH("ward"))
    if r.random() < 0.4:
        d.w("Out of hours: on-call {sp} registrar via switchboard, {bl} {b}.\n\n", sp=r.choice(["plastics", "urology", "gynae"]),
            bl=r.choice(["bleep", "pager", "pager #"]), b=(r.choice(["555%02d", "555-01%02d", "4-555%d"]) % r.randint(0, 99), "PHONE"))
    C.sig(d, c, r.choice(["surgeon", "nurse"]), r.choice(["esig", "dict", "plain"]))
    if r.random() < 0.6:
        C.cc(d, c, r.choice([("gp",), ("gp", "endo"), ("patient", "gp")]))
    return d


def voice(r, c):
    d = Doc()
    S, O, Pz, vs, be, hv = C.pn(c)
    fem = c.hrt == "fem"
    d.w("{s}\n", s=c.S("slt"))
    d.w("{t}\n", t=r.choice(["Voice and Communication Therapy - Session Note", "SLT Gender-Affirming Voice Therapy",
                              "Voice Modification Therapy: Progress Note", "Speech-Language Pathology Treatment Note"]))
    d.w("Client: {n} ({pr})   DOB: {dob}   ID: {m}\n", n=c.P(r.choice(["full", "last_first", "full_mid"])), pr=c.pron,
        dob=c.D(c.dob), m=c.MRN())
    n_s = r.choice([6, 8, 10, 12])
    k = r.randint(1, n_s)
    tele = r.random() < 0.45
    d.w("Session {k} of {n}   Date: {dt}   {mode}\n", k=str(k), n=str(n_s), dt=c.D(),
        mode="Video" if tele else "In clinic")
    if tele:
        d.w("Link: {u}   Client IP {ip}; connection stable\n", ip=c.IP(),
            u=(r.choice(["https://meet.example.net/", "https://video.example.org/room/", "telehealth.example.com/join/"]) +
               rand_letters(r, 3).lower() + "-" + rand_digits(r, 4), "URL"))
    d.w("Therapist: {t}\n\n", t=c.Dr("slt", r.choice(["full_cred", "full", "init_family_cred"])))
    f0 = r.randint(150, 215) if fem else r.randint(95, 150)
    d.w("Goals: {g}\n", g=r.choice((["raise habitual pitch to 180-200 Hz with resonance brightening",
                                       "lighter vocal weight without falsetto"] if fem else
                                      ["lower/centre pitch safely, increase chest resonance",
                                       "stabilise voice breaks during testosterone-related change"]) +
                                     ["reduce vocal strain on the phone at work", "intonation and voice consistency when tired",
                                      "safe yelling and laughter"]))
    d.w("Acoustic: mean F0 {f} Hz (baseline {b} Hz), range {st} ST, MPT {m} s, s/z {sz}. ", f=str(f0),
        b=str(f0 + r.randint(-40, 10) if fem else f0 + r.randint(0, 35)), st=str(r.randint(10, 30)),
        m=str(r.randint(9, 26)), sz="%.1f" % r.uniform(0.8, 1.4))
    d.w("TVQ {t}/120, VHI-10 {v}/40. GRBAS G{g}R0B{b}A0S{s}.\n", t=str(r.randint(35, 100)), v=str(r.randint(3, 28)),
        g=str(r.randint(0, 2)), b=str(r.randint(0, 1)), s=str(r.randint(0, 2)))
    d.w("\nS: {n} reports {x}. ", n=c.P(r.choice(["given", "title_family"])),
        x=r.choice(["being misgendered on phone calls at work less often", "fatigue by end of day",
                    "more confidence ordering coffee", "some hoarseness after singing practice with {ch}"] +
                   (["voice cracking since starting testosterone", "pitch dropped but voice feels 'stuck'"] if not fem
                    else ["throat tension after long meetings", "being read correctly on the phone most days"])),
        ch=c.ORG("group"))
    d.w("Works as {p}", p=c.PROF_A() if r.random() < 0.7 else [c.PROF_A(), " at ", c.ORG("employer")])
    d.w("; {x}.\n", x=r.choice(["heavy voice use", "mostly email", "customer-facing", "occasional presentations"]))
    d.w("O: {x}\n", x=r.choice(["Resonance tasks: forward focus achieved at word level, inconsistent in conversation.",
                                  "Semi-occluded vocal tract exercises (straw phonation) performed well.",
                                  "Pitch glides 140-320 Hz; no strain noted.", "Reading passage (Rainbow Passage) F0 188 Hz."]))
    d.w("A: {x}\n", x=r.choice(["Good progress toward goal 1.", "Generalisation emerging.", "Plateau; discuss laryngology review.",
                                  "Consistent carryover at sentence level."]))
    d.w("P: Home practice 15 min/day using {app}. Next session {dt}", app=r.choice(["Praat", "Voice Tools app", "pitch tuner app",
                                                                                   "recorded drills"]),
        dt=c.D(c.ahead(7, 21), r.choice(["full", "wd", "partial"])))
    if r.random() < 0.4:
        d.w("; referral to laryngology ({dr}) re {x}", dr=c.Dr("surgeon", r.choice(["title_family", "title_full"])),
            x=r.choice(["glottoplasty", "vocal fold nodules query", "thyroplasty assessment"]))
    d.w(".\n\n")
    C.sig(d, c, "slt", r.choice(["esig", "plain"]))
    return d


def appeal(r, c):
    d = Doc()
    S, O, Pz, vs, be, hv = C.pn(c)
    proc = r.choice(K.PROCS[c.hrt] + ["gender-affirming hormone therapy", "facial hair removal (electrolysis)"])
    C.letterhead(d, c, r.choice(["gic", "surg", "hosp"]))
    d.w("\n{dt}\n\n", dt=c.D())
    uk = c.c == "UK"
    ifr = uk and r.random() < 0.5
    den = c.ago(5, 45)
    if ifr:
        d.w("Individual Funding Request Panel\n")
    else:
        d.w("{x}\n{i}\n", x=r.choice(["Appeals Department", "Utilization Management", "Attn: Medical Director, Appeals",
                                       "Prior Authorization Unit"]), i=c.ORG("insurer"))
        d.w("{a}\n", a=C.faddr(c, "insurer", r.choice(["line", "block"])))
        d.w("Fax: {f}\n", f=c.FAX("insfax"))
    d.w("\nRE: {x}\n", x=r.choice(["Expedited appeal of denial", "Letter of medical necessity", "Request for reconsideration",
                                     "Level 2 appeal"]))
    d.w("Member: {n}", n=c.P(r.choice(["full", "last_first_caps", "full_mid"])))
    if C.legal_is_prev(c):
        d.w(" (enrolled under {pv})", pv=c.PREV(r.choice(["full", "last_first"])))
    d.w("\nDOB: {dob}\n", dob=c.D(c.dob))
    if not uk:
        d.w("Member ID: {m}   Group: {g}\n", m=c.HP(), g=c.HP("group"))
        d.w("Claim #: {cl}   Denial ref: {ref}   Date of denial: {dd}\n", cl=c.ACCT("claim"), ref=c.IDN("denial"),
            dd=c.D(den))
        if c.c == "US" and r.random() < 0.3:
            d.w("Subscriber SSN (last plan on file): {s}\n", s=C.ssn(c))
    elif not ifr:
        d.w("Policy no.: {m}   Claim ref: {cl}\n", m=c.HP(), cl=c.ACCT("claim"))
    else:
        d.w("NHS number: {n}   IFR ref: {x}\n", n=c.NHS(), x=c.IDN("ifr", "IFR"))
    d.w("Requested service: {p} ({cpt}); diagnosis {dx} ({code})\n\n", p=proc,
        cpt=K.proc_code(proc, c.c) if proc in K.PROCS[c.hrt] else r.choice(["J1071", "J1380", "17380", "HCPCS J3121"]),
        dx=r.choice(K.DX_TEXT), code=r.choice(["F64.0", "F64.9", "HA60", "F64.1"]))
    d.w("{g}\n\n", g=r.choice(["To the reviewing physician:", "Dear Medical Director,", "Dear Panel members,", "To whom it may concern:"]))
    d.w("I am writing on behalf of my patient, {n}, {a} {t}, to appeal the decision dated {dd} ",
        n=c.P(r.choice(["title_full", "full"])), a=c.aA(form=r.choice(["{}-year-old", "{} year old", "words"])), t=c.term,
        dd=c.D(den))
    d.w("that {p} is {x}. ", p=proc, x=r.choice(["not medically necessary", "cosmetic", "excluded under the plan",
                                                  "insufficiently documented"]))
    d.w("{n} has been treated at our clinic since {dt}, ", n=c.P(r.choice(["title_family", "given"])),
        dt=c.D(c.ago(400, 2500), r.choice(["partial", "full"]), r.choice(["my_long", "my_abbr", "y", "my_num", None])))
    d.w("has lived in {pz} affirmed gender for over {y} years and has been on hormone therapy since {d2}. ",
        pz=Pz, y=str(r.randint(2, max(2, min(9, c.age - 14)))),
        d2=c.D(c.ago(365, 2000), "partial", r.choice(["my_long", "my_abbr", "y", "my_num"])))
    d.w("{S} meet{s} all WPATH SOC-8 criteria; supporting letters from {a} ({d1}) and {b} ({d2}) are attached.\n\n",
        S=S.capitalize(), s=vs, a=c.Dr("psych", r.choice(["title_full", "full_cred"])), d1=c.D(c.ago(30, 200)),
        b=c.Dr("gic", r.choice(["title_full", "full_cred"])), d2=c.D(c.ago(30, 200)))
    d.w("The ongoing dysphoria is significantly affecting {pz} functioning: " + r.choice([
        "PHQ-9 has risen from 8 to 17", "{S} {hv} taken {n} weeks of sick leave from {pz} job as {p}",
        "binding has caused rib pain and skin breakdown", "daily shaving causes folliculitis (pseudofolliculitis barbae)",
        "{S} {hv} been unable to attend {sch} since {dt}"]) + ". ",
        pz=Pz, S=S, hv=hv, n=str(r.randint(2, 10)), p=c.PROF_A(), sch=c.ORG("school"),
        dt=c.D(c.ago(60, 400), "partial", r.choice(["my_long", "my_abbr", "mon"])))
    d.w("Denial of this treatment is inconsistent with the Endocrine Society 2017 guideline and the plan's own policy.\n\n")
    d.w("Please contact me at {p} or {e} with any questions. I request a peer-to-peer review if the denial is upheld.\n\n",
        p=c.PH("clinic"), e=c.clinic_email("gic"))
    role = r.choice(["gic", "surgeon", "endo"])
    C.sig(d, c, role, "letter")
    if c.c == "US" and r.random() < 0.4:
        d.w("DEA: {v}\n", v=c.LIC(role, "dea"))
    d.w("Enclosures: {x}\n", x=r.choice(["2 letters of support, clinic notes", "letters x2, photos", "clinic letters (3)"]))
    return d
