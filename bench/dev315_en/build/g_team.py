"""Genres: MDT outcome, nurse telephone log."""
from doc import Doc, P, J
import fake as F
import clin as K
import common as C
import pools_places as PL

MDT_Q = [
    ("Confirm diagnosis and agree first-line therapy", "Initial dual oral therapy (PDE5i + ERA); review in 3-4 months with RHC."),
    ("CTEPH - operability?", "Proximal disease on CTPA/pulmonary angiography; suitable for pulmonary endarterectomy (PEA) - refer to surgical team."),
    ("CTEPH - distal disease, not for PEA", "Not operable (distal segmental/subsegmental disease). Riociguat and list for BPA sessions x4."),
    ("Escalation: intermediate-high risk on dual therapy", "Add parenteral prostanoid; admit for IV epoprostenol initiation and Hickman line."),
    ("PH-ILD - suitable for inhaled treprostinil?", "Yes; start inhaled treprostinil 3 breaths QDS, titrate to 9-12 breaths."),
    ("Transplant referral?", "Agreed - refer for bilateral lung transplant assessment now; continue triple therapy meanwhile."),
    ("Pregnancy in PAH - currently 11+4 weeks (G2P1)", "Strongly advised against continuing pregnancy; if continued, joint obstetric-PH care with planned delivery at 34-36 weeks; stop ERA now, switch to sildenafil."),
    ("Group 2 PH - any role for PAH therapy?", "No PAH-specific therapy indicated; optimise HFpEF management and weight loss."),
    ("Stable on therapy - discharge to shared care?", "Stable low-risk; continue under shared care with annual review."),
]


def _present(r, c, n):
    roles = ["chair, PH consultant", "radiology", "cardiology", "thoracic surgery", "CNS", "PH pharmacist",
             "MDT coordinator", "rheumatology", "respiratory registrar", "physiologist"]
    out = []
    for role in r.sample(roles, n):
        kind = "nurse" if role == "CNS" else ("pharm" if "pharm" in role else "doc")
        p = F.clinician(r, c, kind)
        if role == "MDT coordinator":
            p.title = ""
        elif "registrar" in role:
            p.title = "Dr"
        out.append((p, role))
    return out


def mdt_outcome(r, c):
    d = Doc()
    today = F.rdate(r)
    hosp = F.hospital(r, c)
    us = c in ("US", "CA")
    d.add(r.choice(["PULMONARY HYPERTENSION MDT - OUTCOME", "PH Multidisciplinary Team Meeting: Outcome Record",
                    "MDT OUTCOME FORM (Pulmonary Vascular)", "PH / CTEPH Case Conference - Summary" if us else "PH / CTEPH MDM outcome"]), "\n")
    d.w("{h}\nMeeting: {dt} {t}   Venue: {v}\n", h=P("HOSPITAL", hosp), dt=F.D(r, c, today, r.choice([None, "wday"])),
        t="%02d:%02d" % (r.choice([8, 12, 13, 16]), r.choice([0, 30])),
        v=r.choice([J(P("LOCATION_OTHER", r.choice(PL.BUILDINGS)), " seminar room"), J("MS Teams (hybrid)"),
                    J("Room ", P("LOCATION_OTHER", str(r.randrange(100, 520))), ", ", P("LOCATION_OTHER", r.choice(PL.BUILDINGS)))]))
    pres = _present(r, c, r.randrange(4, 8))
    d.add("Present: ")
    for i, (p, role) in enumerate(pres):
        if i:
            d.add("; ")
        d.add((p.title + " ") if p.title else "", F.pname(p, r.choice(["full", "initlast", "last"]) if p.title else "full"), " (", role, ")")
    d.add("\n\n")
    if F.chance(r, 0.35):
        # list format: several patients discussed
        d.add("CASES DISCUSSED\n")
        for i in range(r.randrange(3, 6)):
            pat = F.patient(r, c, today)
            q, a = r.choice(MDT_Q)
            d.add("%d. " % (i + 1))
            d.add(F.pname(pat, r.choice(["init", "caps", "lastfirst"])), "  ", r.choice(["MRN", "Hosp No"]), " ", P("MRN", pat.mrn),
                  "  ", P("AGE", str(pat.age)), pat.sex, "\n")
            d.add("   Q: ", q, "\n   Outcome: ", a, "\n")
            if F.chance(r, 0.5):
                rd = F.clinician(r, c)
                d.add("   Referrer: ", rd.title, " ", F.pname(rd, "initlast"), ", ", P("HOSPITAL", F.hospital(r, c, "ref")), "\n")
        d.nl()
    else:
        pat = F.patient(r, c, today)
        k = K.build(r, c)
        he, his, him = C.pron(pat)
        d.w("Case ref: {cr}\n", cr=P("IDNUM", F.idnum(r, "mdt")))
        d.w("Patient: {n}   DOB {dob}   {ml} {m}\n", n=F.pname(pat, r.choice(["full", "caps", "fullmid"])), dob=F.D(r, c, pat.dob),
            ml=r.choice(["MRN", "Hosp No", "UR"]), m=P("MRN", pat.mrn))
        rd = F.clinician(r, c)
        d.w("Referred by: {t} {n}, {h}\n", t=rd.title, n=F.pname(rd, "initlast"), h=P("HOSPITAL", F.hospital(r, c, "ref")))
        if k.dx == "cteph":
            q, a = MDT_Q[r.choice([1, 2])]
        elif k.group == "3":
            q, a = MDT_Q[r.choice([4, 5])]
        elif k.group in ("2", "5"):
            q, a = MDT_Q[7]
        elif pat.sex == "F" and pat.age < 42 and F.chance(r, 0.3):
            q, a = MDT_Q[6]
        elif k.riski <= 1:
            q, a = MDT_Q[r.choice([0, 8])]
        elif "ng/kg/min" in " ".join(k.meds):
            q, a = MDT_Q[5]
        else:
            q, a = MDT_Q[r.choice([3, 3, 5])]
        d.add("Question for MDT: ", q, "\n\n")
        d.add("SUMMARY\n")
        d.w("{a} with {dx}. ", a=C.age_phrase(r, c, pat), dx=k.dxlabel)
        d.w("Presented {dt} with {s}. ", dt=F.D(r, c, F.shift(today, -r.randrange(60, 700)), r.choice(["monyr", None])),
            s=" and ".join(K.symptoms(r, 2, k)))
        if F.chance(r, 0.4):
            d.w("Background of {cm}. ", cm=", ".join(k.comorb))
        d.add("Current therapy: ", "; ".join(k.meds[:3]), ".\n")
        d.w("RHC {dt}: mPAP {m}, PAWP {p}, PVR {v} WU, CI {ci}.\n", dt=F.D(r, c, F.shift(today, -r.randrange(5, 60))),
            m=str(k.mpap), p=str(k.pawp), v="%.1f" % k.pvr, ci="%.1f" % k.ci)
        d.w("Imaging: CTPA {d1} - {f1}; V/Q SPECT {d2} - {f2}.\n", d1=F.D(r, c, F.shift(today, -r.randrange(10, 90))),
            f1=r.choice(["webs and bands in right lower lobe segmental arteries", "mosaic perfusion, bronchial artery hypertrophy",
                         "chronic occlusion of left lower lobe artery"]) if k.dx == "cteph" else
            ("fibrotic ILD (probable UIP pattern), PA 34 mm" if k.group == "3" else
             r.choice(["no filling defects, enlarged PA 36 mm", "no PE; RV:LV ratio 1.4", "no filling defects; small pericardial effusion"])),
            d2=F.D(r, c, F.shift(today, -r.randrange(10, 90))),
            f2="multiple mismatched segmental defects" if k.dx == "cteph" else r.choice(["matched defects only", "normal perfusion",
                                                                                         "low probability"]))
        if F.chance(r, 0.5):
            d.add("Cardiac MRI: RVEF %d%%, RVEDVi %d mL/m2.\n" % (r.randrange(22, 58), r.randrange(70, 160)))
        d.add(K.risk_line(r, k), "; 6MWD %d m; NT-proBNP %d.\n\n" % (k.walk, k.ntprobnp))
        d.add("OUTCOME\n", a, "\n")
        d.add("ACTIONS\n")
        owners = [p for p, _ in pres]
        acts = ["Write to referrer and %s" % C.gp_word(c), "Pharmacy: check interactions", "Update patient and family"]
        if "PEA" in a:
            acts.append("Refer to surgical team")
        if "BPA" in a:
            acts.append("Book BPA session 1")
        if "epoprostenol" in a:
            acts += ["Arrange admission for prostanoid initiation", "Homecare registration"]
        if "transplant" in a:
            acts.append("Complete transplant referral letter")
        if "Pregnancy" in q:
            acts.append("Joint obstetric review this week")
        if "dual oral" in a:
            acts += ["Homecare registration", "Book RHC in 3-4 months"]
        for act in r.sample(acts, min(len(acts), r.randrange(2, 4))):
            o = r.choice(owners)
            d.add("  - ", act, " - ", F.pname(o, r.choice(["initlast", "initcap"]), "DOCTOR"), " by ",
                  F.D(r, c, F.shift(today, r.randrange(3, 21)), r.choice([None, "dm", "daymon"])), "\n")
        if F.chance(r, 0.4):
            d.w("Patient informed by {n} on {dt} by telephone ({ph}).\n", n=F.pname(r.choice(owners), "initlast", "DOCTOR"),
                dt=F.D(r, c, F.shift(today, r.randrange(0, 4))), ph=P("PHONE", pat.mob))
        d.nl()
    coord = [p for p, role in pres if role == "MDT coordinator"]
    co = coord[0] if coord else F.clinician(r, c, "tech")
    d.w("MDT coordinator: {n}  {ph}  {e}\n", n=F.pname(co, "full"), ph=P("PHONE", F.ext(r, F.phone(r, c, False)) if F.chance(r, 0.4) else F.phone(r, c, False)),
        e=P("EMAIL", r.choice([F.team_email(r), F.email_of(r, co.first, co.last)])))
    if F.chance(r, 0.3):
        d.w("Next meeting: {dt}\n", dt=F.D(r, c, F.shift(today, 7), r.choice([None, "wday"])))
    return d


# ----------------------------------------------------------------- nurse telephone log
CALLS = [
    ("Increased ankle swelling x 5 days, weight up %d kg.", "Advised extra furosemide 40 mg for 3 days; weigh daily; call back in 3 days."),
    ("Headache and flushing since selexipag increase.", "Stay on current step for a further week; paracetamol; do not increase until settled.", "Selexipag"),
    ("Hickman line exit site red and sore, temp %d.%d.", "Attend ED now for blood cultures; do not stop infusion. ED informed.", "IV"),
    ("Pump alarm - occlusion, cannot clear.", "Talked through line check; switched to back-up pump successfully.", "ng/kg/min"),
    ("Diarrhoea 4-5 x per day.", "Loperamide PRN; stool sample if persists; review dose at clinic.", "ng/kg/min|Selexipag"),
    ("Needs repeat prescription - homecare delivery missed.", "Homecare contacted; emergency supply arranged for tomorrow AM."),
    ("Asking about travelling abroad with pump.", "Travel letter and pump letter to be sent; discussed spare supplies and insurance."),
    ("Dizzy on standing, BP %d/60 at home.", "Hold spironolactone 2 days; GP to check U&E; call back if syncope."),
    ("Nosebleeds x3 this week.", "Nasal saline, pressure technique; check INR at GP (on warfarin).", "Warfarin"),
    ("Low mood, struggling since stopping work.", "Signposted to PH psychology and patient support group; GP aware."),
    ("Query: can she take ibuprofen for back pain?", "Avoid NSAIDs; paracetamol regularly; GP review."),
    ("SC site pain 8/10, day 2 of new site.", "Continue site; cold pack, gabapentin as prescribed; reassured pain settles by day 5.", "Treprostinil SC"),
    ("Missed two doses of %s over the weekend.", "Restart at usual dose; do not double up; pill organiser and phone alarm suggested."),
    ("Wants to know if bloods are due.", "Yes - LFTs and FBC due this week; form posted."),
]


def nurse_phone(r, c):
    d = Doc()
    today = F.rdate(r)
    pat = F.patient(r, c, today)
    k = K.build(r, c)
    hosp = F.hospital(r, c)
    nurses = [F.clinician(r, c, "nurse") for _ in range(r.randrange(1, 4))]
    us = c in ("US", "CA")
    low = F.chance(r, 0.3)
    d.add(r.choice(["PH NURSE ADVICE LINE - TELEPHONE LOG", "Telephone encounter - PH nursing", "PH CNS telephone contact record",
                    "Nurse Telephone Triage Log (Pulmonary Hypertension)"]), "\n")
    d.w("{h}\n", h=P("HOSPITAL", hosp))
    d.w("Patient: {n}  {ml}: {m}  DOB: {dob}\n", n=F.pname(pat, r.choice(["full", "caps", "lastfirst"])),
        ml=r.choice(["MRN", "Hosp No", "UR"]), m=P("MRN", pat.mrn), dob=F.D(r, c, pat.dob))
    d.add("Dx: ", k.dxlabel.split(" (")[0], ". Therapy: ", "; ".join(k.meds[:3]), "\n")
    d.add("-" * 60, "\n")
    dd = F.shift(today, -r.randrange(0, 30))
    fam = F.relative(r, c, pat)
    meds = " ".join(k.meds)
    pool = [x for x in CALLS if len(x) == 2 or any(t in meds for t in x[2].split("|"))]
    for item in r.sample(pool, min(len(pool), r.randrange(2, 5))):
        q, a = item[0], item[1]
        if "%s" in q:
            q = q % k.meds[0].split(" ")[0].lower()
        if "%d kg" in q:
            q = q % r.randrange(2, 5)
        elif "temp" in q:
            q = q % (r.randrange(37, 40), r.randrange(10))
        elif "BP %d" in q:
            q = q % r.randrange(82, 98)
        nurse = r.choice(nurses)
        d.add(F.D(r, c, dd, r.choice([None, "wday", "wshort"])), " ", "%02d:%02d" % (r.randrange(8, 18), r.randrange(60)), "  ")
        who = r.randrange(4)
        if who == 0:
            d.add("Incoming call from patient on ", P("PHONE", r.choice([pat.mob, pat.tel])), ".")
        elif who == 1:
            d.add("Call from ", fam.rel, " ", F.pname(fam, r.choice(["first", "full"])), " (", P("PHONE", fam.tel), ").")
        elif who == 2:
            d.add("Outgoing call to patient (", r.choice(["left voicemail first", "answered 2nd attempt", "answered"]), ").")
        else:
            d.add("Message via patient portal ", P("URL", F.url(r)), " - called back on ", P("PHONE", pat.mob), ".")
        idv = r.randrange(4)
        if idv == 0:
            d.add(" ID checked: DOB + ", "postcode" if c in ("UK", "IE") else "address", ".")
        elif idv == 1:
            d.add(" Caller verified by voice biometric (ref ", P("BIOID", F.bioid(r, "voice")), ").")
        d.add("\n  S: ", q, "\n")
        if F.chance(r, 0.25):
            d.add("  Pt said: " if who == 2 else "  Caller said: ", '"', r.choice(["hiya, its ", "hi this is ", "hello, it's "]))
            if who == 1:
                d.add(F.pname(fam, "first"), ", ", r.choice(["i'm ringing about ", "calling for "]),
                      F.pname(pat, r.choice(["first", "nick"])), r.choice([", ", " - "]), r.choice(
                          ["shes not right today", "he's really puffed out", "the pump keeps beeping", "not sure who else to call"]))
            else:
                d.add(F.pname(pat, r.choice(["first", "full"])), r.choice([" ", ", "]), r.choice(
                    ["i just feel wiped out", "my ankles are like balloons", "the line site is a bit weepy",
                     "sorry to bother you again"]))
            d.add('"\n')
        if F.chance(r, 0.5):
            d.add("  O: home obs reported - SpO2 %d%%, HR %d, weight %d kg.\n" % (k.spo2_rest, k.hr_rest, k.weight))
        d.add("  A/P: ", a, "\n")
        if F.chance(r, 0.3):
            d.w("  Discussed with {t} {n} ({jt}).\n", t="Dr" + ("." if us else ""), n=F.pname(F.clinician(r, c), r.choice(["last", "initlast"])),
                jt=r.choice(["on-call PH consultant", "PH registrar", "attending" if us else "consultant"]))
        d.add("  ", F.pname(nurse, r.choice(["full", "initlast", "first"]), "DOCTOR"),
              (", " + nurse.cred) if F.chance(r, 0.5) else "", "\n\n")
        dd = F.shift(dd, r.randrange(1, 9))
    if F.chance(r, 0.25):
        d.w("Admin: extra supplies requested before {hol} as homecare closed {d1}.\n",
            hol=P("DATE", r.choice(["Christmas", "Easter", "New Year", "Christmas Eve", "Boxing Day"])),
            d1=F.D(r, c, F.shift(dd, r.randrange(5, 20)), r.choice([None, "daymon"])))
    if F.chance(r, 0.35):
        d.w("Admin: parking concession renewed for vehicle reg {v} until {dt}.\n", v=P("VEHICLE", F.plate(r, c)),
            dt=F.D(r, c, F.shift(today, 365)))
    if F.chance(r, 0.3):
        d.w("Patient's employer ({org}) requested fit note/letter - sent {dt}.\n", org=P("ORGANIZATION", r.choice(PL.EMPLOYERS)),
            dt=F.D(r, c, F.shift(dd, 1)))
    d.w("Next planned call: {dt}\n", dt=F.D(r, c, F.shift(dd, r.randrange(3, 15))))
    d.w("PH nurse line {ph} (Mon-Fri 09:00-17:00)", ph=P("PHONE", F.phone(r, c, False)))
    if F.chance(r, 0.5):
        d.w("; email {e}", e=P("EMAIL", F.team_email(r)))
    d.nl()
    return d
