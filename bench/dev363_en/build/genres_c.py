"""Genres: orthopaedic onward referral letter, discharge letter."""
import clin
import phi
import pools as PL
from blocks import letterhead, re_line, addressee, gp_block
from case import (nm, dr, pt_name, age_piece, dob_piece, date_piece, natid, mrn_piece,
                  sig_physio, occupation, fam_piece)
from core import P, maybe


def _pro(k, cap=False):
    w = "she" if k.pt.sex == "F" else "he"
    return w.capitalize() if cap else w


def _pos(k):
    return "her" if k.pt.sex == "F" else "his"


REQ = {"lumbar": ["spinal surgical opinion re decompression", "consideration of microdiscectomy"],
       "cervical": ["spinal surgical opinion", "consideration of ACDF"],
       "shoulder": ["opinion re arthroscopic management", "consideration of cuff repair", "consideration of stabilisation"],
       "knee": ["consideration of arthroplasty", "opinion re arthroscopy", "consideration of ACL reconstruction"],
       "hip": ["consideration of arthroplasty", "opinion re hip arthroscopy"],
       "ankle": ["foot and ankle opinion", "consideration of surgical release"],
       "elbow": ["upper limb opinion", "consideration of debridement"],
       "wrist": ["hand surgery opinion", "consideration of carpal tunnel decompression", "consideration of release"]}
RES = {"lumbar": ["broad-based disc protrusion L4/5 contacting the traversing L5 root", "severe L4/5 canal stenosis"],
       "cervical": ["C5/6 foraminal narrowing, left > right", "C6/7 disc osteophyte complex"],
       "shoulder": ["full thickness supraspinatus tear 14 mm, retracted", "calcific deposit 12 mm in supraspinatus",
                    "ACJ OA with inferior osteophyte"],
       "knee": ["KL grade 3-4 medial compartment", "complex tear posterior horn medial meniscus", "complete ACL rupture"],
       "hip": ["moderate-severe OA with loss of joint space", "cam morphology, alpha angle 68 deg"],
       "ankle": ["thickened Achilles 9 mm with neovascularity", "plantar fascia 6.2 mm"],
       "elbow": ["CEO tendinopathy with partial tear"], "wrist": ["moderate median nerve compression on NCS",
                                                                "STT and CMC OA"]}


def ortho_referral_letter(R, k, d):
    c = k.c
    reg = k.R
    letterhead(R, k, d)
    d.ln("")
    d.ln("Our ref: {r}   Your ref: %s" % R.choice(["-", "n/a", "GP referral"]), r=P(k.ref, "IDNUM"))
    d.ln("Date dictated: {d}   Date typed: {t}", d=date_piece(R, k, k.visit, "num"),
         t=date_piece(R, k, phi.add_days(k.visit, R.randint(1, 6)), "num"))
    d.ln("")
    addressee(R, k, d, "cons")
    d.ln("")
    d.ln("Dear {c},", c=[k.cons.title + " ", P(k.cons.last, "DOCTOR")])
    d.ln("")
    re_line(R, k, d)
    d.ln("")
    d.ln("Diagnosis: %s, %s" % (k.dx, k.side))
    d.ln("Request: %s" % R.choice(REQ.get(k.region, ["surgical opinion"]) + ["surgical opinion"]))
    d.ln("")
    d.ln("I would be grateful for your opinion on this {a} {o} whom I saw in the %s on {v}." % R.choice(
        ["APP clinic", "Orthopaedic Triage clinic", "MSK Interface clinic", "spinal triage clinic"]),
         a=age_piece(R, k, "year"),
         o=P(k.prof, "PROFESSION") if not k.retired else ["retired ", P(k.prof, "PROFESSION")],
         v=date_piece(R, k, k.visit, "long"))
    d.ln("%s reports a %s history of %s pain, %s. Symptoms began around {o}." % (
        _pro(k, True), R.choice(clin.DURATIONS), R.choice(reg["names"]), R.choice(reg["hx"])),
         o=P(phi.fmt_month(R, k.onset), "DATE"))
    d.ln("%s has had %s of physiotherapy at {c} and %s, without lasting benefit." % (
        _pro(k, True), R.choice(["6 sessions", "3 months", "two courses", "12 weeks"]),
        R.choice(["a steroid injection", "two injections", "NSAIDs", "a hydrodilatation"])), c=P(k.clinic, "HOSPITAL"))
    if maybe(R, 0.6):
        d.ln("%s last injection was on {d}." % _pos(k).title(), d=date_piece(R, k, phi.add_days(k.visit, -R.randint(60, 300))))
    d.ln("")
    d.ln("On examination: %s. %s. %s." % tuple(R.sample(reg["tests"], 3)))
    img = R.choice(reg["img"])[0]
    d.ln("%s ({h}, {d}, accession {a}): %s." % (img, R.choice(RES.get(k.region, []) + ["confirms the clinical impression",
                                                                                        "moderate degenerative change"])),
         h=P(k.hosp, "HOSPITAL"), d=date_piece(R, k, phi.add_days(k.visit, -R.randint(7, 90)), "num"),
         a=P(phi.idnum(R, "acc"), "IDNUM"))
    om, unit = reg["om"][0]
    val = {"/48": "%d/48" % R.randint(8, 30), "%": "%d%s" % (R.randint(28, 70), "%"), "/100": "%d/100" % R.randint(15, 60),
           "": "%.1f" % (R.randint(250, 800) / 10.0), "/10": "%d/10" % R.randint(5, 9)}[unit]
    d.ln("Scores: %s %s; %s." % (om, val, R.choice(clin.SCORES)))
    d.ln("PMH: %s. Meds: %s." % (", ".join(R.sample(clin.PMH, 2)), ", ".join(R.sample(clin.DRUGS, 2))))
    d.ln("Social: lives with {f}; {o}. %s." % R.choice(["Non-smoker", "Smokes 10/day", "Ex-smoker", "Drinks 14 u/wk"]),
         f=fam_piece(R, k, 0), o=occupation(R, k))
    if maybe(R, 0.4):
        d.ln("%s cares for %s {f}, who has dementia, so would need notice of any surgical date." % (_pro(k, True), _pos(k)),
             f=fam_piece(R, k, 1, "first"))
    d.ln("")
    d.ln("%s understands the risks and benefits of surgery in outline and is keen to discuss it. "
         "%s can be contacted on {m} or by email at {e}." % (_pro(k, True), _pro(k, True)),
         m=P(k.mob, "PHONE"), e=P(k.email, "EMAIL"))
    if c == "US":
        d.ln("Insurance: {i}, member {m}.", i=P(k.insurer, "ORGANIZATION"), m=P(k.hp, "HEALTHPLAN"))
    d.ln("")
    d.ln("Yours sincerely,")
    d.ln("")
    d.ln("")
    d.ln("{p}", p=nm(k.physio, "DOCTOR", R.choice(["full", "fml"])))
    d.ln("%s, %s" % (k.physio_role, k.cred))
    d.ln("%s {l}" % phi.lic_label(c), l=P(k.physio_lic, "LICENSE"))
    d.ln("Direct line: {t}", t=P(phi.with_ext(R, k.clinic_tel) if maybe(R, 0.5) else k.clinic_tel, "PHONE"))
    d.ln("")
    d.ln("cc: {g}, {p}", g=dr(k.gp, "tfull"), p=P(k.practice, "HOSPITAL"))
    d.ln("cc: Patient")
    if maybe(R, 0.5):
        d.ln("{a}/{b}", a=P(k.physio.ini(), "DOCTOR"), b=P(k.admin.ini().lower(), "DOCTOR"))


def discharge_letter(R, k, d):
    c = k.c
    reg = k.R
    letterhead(R, k, d)
    d.ln("")
    d.ln("{d}", d=date_piece(R, k, k.visit, "long"))
    d.ln("")
    if maybe(R, 0.8):
        addressee(R, k, d, "gp")
    else:
        d.ln("Private & confidential")
        d.ln("{n}", n=nm(k.pt, "PATIENT", "tfull", dot=c == "US"))
        d.ln("{a}", a=phi.addr_pieces(R, k.addr, "multi"))
    d.ln("")
    d.ln("Dear {g},", g=dr(k.gp, R.choice(["tlast", "tfull"])))
    d.ln("")
    re_line(R, k, d)
    d.ln("")
    d.ln(R.choice(["DISCHARGE SUMMARY - PHYSIOTHERAPY", "Physiotherapy discharge", "Discharge from MSK service"]))
    first = phi.add_days(k.visit, -R.randint(30, 160))
    f2f, tel = R.randint(2, 6), R.randint(0, 3)
    d.ln("Episode: {a} to {b}  (%d contacts: %d F2F, %d telephone)" % (f2f + tel, f2f, tel),
         a=date_piece(R, k, first, "num"), b=date_piece(R, k, k.visit, "num"))
    d.ln("Episode ref: {e}", e=P(k.acct, "ACCOUNT"))
    d.ln("Diagnosis: %s (%s)" % (k.dx, k.side))
    d.ln("")
    d.ln("Thank you for referring {n}, {a}, whom I have now discharged from the %s." % R.choice(
        ["MSK physiotherapy service", "Physiotherapy Outpatients", "Community MSK Team", "clinic"]),
         n=pt_name(R, k, ("tlast", "first", "full")), a=age_piece(R, k, R.choice(["aged", "word", "aged"])))
    d.ln("%s presented on {f} with %s pain, %s. Initial findings: %s." % (
        _pro(k, True), R.choice(reg["names"]), R.choice(reg["hx"]), R.choice(reg["tests"])), f=date_piece(R, k, first))
    d.ln("Treatment: %s." % ", ".join(R.sample(["graded loading programme", "education and reassurance",
                                                "manual therapy", "acupuncture x4", "hydrotherapy",
                                                "group exercise class", "taping", "work-hardening advice",
                                                "pacing strategies", "night splint"], 3)))
    om = reg["om"][0][0]
    d.ln("")
    d.ln("Outcome         Initial    Discharge")
    d.ln("NRS             %d/10       %d/10" % (R.randint(6, 9), R.randint(0, 4)))
    d.ln("PSFS            %.1f        %.1f" % (R.randint(10, 40) / 10.0, R.randint(50, 95) / 10.0))
    unit = reg["om"][0][1]
    if unit == "/48":
        v0, v1 = "%d/48" % R.randint(10, 26), "%d/48" % R.randint(30, 46)
    elif unit == "%":
        v0, v1 = "%d%s" % (R.randint(30, 64), "%"), "%d%s" % (R.randint(4, 26), "%")
    elif unit == "/100":
        v0, v1 = "%d/100" % R.randint(20, 55), "%d/100" % R.randint(60, 95)
    else:
        v0, v1 = "%.1f" % (R.randint(400, 750) / 10.0), "%.1f" % (R.randint(20, 300) / 10.0)
    d.ln("%-15s %-10s %s" % (om, v0, v1))
    d.ln("")
    reason = R.choice(["goals achieved", "patient did not attend (DNA x2)", "self-managing well", "referred on",
                       "patient moved out of area"])
    d.ln("Reason for discharge: %s." % reason)
    if reason == "patient moved out of area":
        d.ln("%s has moved to {t}, {s}; records transferred to {h}." % _pro(k, True),
             t=P(R.choice(PL.TOWNS[c]), "CITY"), s=P(R.choice(PL.STATES.get(c, [("", k.addr.country)]))[1] if c in PL.STATES else k.addr.country,
                                                     "STATE" if c in PL.STATES else "COUNTRY"),
             h=P(phi.clinic(R, c), "HOSPITAL"))
    if reason == "referred on":
        d.ln("Referred to {c} at {h} on {d}; {l}'s team will write to you directly.", c=nm(k.cons, "DOCTOR", "tfull"),
             h=P(k.hosp, "HOSPITAL"), d=date_piece(R, k, phi.add_days(k.visit, -R.randint(1, 10))),
             l=[k.cons.title + " ", P(k.cons.last, "DOCTOR")])
    if maybe(R, 0.5):
        d.ln("%s has returned to work as a {p} at {e}." % _pro(k, True), p=P(k.prof, "PROFESSION"), e=P(k.employer, "ORGANIZATION"))
    d.ln("")
    d.ln("Advice: continue HEP 2-3x/week. %s may self-refer within %s if symptoms recur (call {t})." % (
        _pro(k, True), R.choice(["6 months", "3/12", "12 months"])), t=P(k.clinic_tel, "PHONE"))
    d.ln("No further action required from you%s." % R.choice(["", ", although a review of analgesia may be helpful",
                                                               " - please consider DEXA given osteopenia"]))
    d.ln("")
    d.ln("Yours sincerely,")
    d.ln("")
    sig_physio(R, k, d, dated=False)
    d.ln("cc: {n} (patient)", n=pt_name(R, k, ("tfull", "full")))
    if maybe(R, 0.4):
        d.ln("Sent via secure email to {e}", e=P(k.practice_email, "EMAIL"))
