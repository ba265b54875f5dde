"""Alternative layouts: physician procedure note, line care review, letter to the patient."""
import case as K
import phi
import blocks as B
from phi import pick


def procedure_note(c, d):
    r = c.r
    tbv = B.tbv(c)
    att = "Attending" if c.cc in ("US", "CA") else "Consultant"
    d.w("{h}\n{t}\nDate of service: {dt}   {lab} {ac}\n", h=c.H(), t=pick(r, ["APHERESIS PROCEDURE NOTE", "Therapeutic Apheresis - Physician Note",
                                                                         "Progress note: apheresis"]),
        dt=c.D(c.d0), lab=pick(r, ["Encounter #:", "Visit:", "FIN:"]), ac=(phi.account(r, c.cc), "ACCOUNT"))
    d.w("Patient: {n} ({m}), {age} y/o {sx}\n", n=c.P(pick(r, ["full", "lastfirst", "mi"])), m=(c.mrn, "MRN"), age=c.A(),
        sx="female" if c.sex == "F" else "male")
    d.w("{att}: {a}   {fl}: {f}   RN: {n}\n\n", att=att, a=c.Dr(c.cons), fl=pick(r, ["Fellow", "Registrar", "Resident"]), f=c.Dr(c.reg),
        n=c.N(c.nurses[0], "DOCTOR", pick(r, ["full", "fi"])))
    d.w("Indication: {dx} (ASFA category {a}).\n", dx=c.ind[1], a=c.ind[3])
    d.w("Procedure: {p} #{i} via {acc} on {m}. ", p=B.proc_abbr(c), i=str(r.randrange(1, 9)), acc=c.access, m=c.machine)
    if c.proc == "TPE":
        d.t("%s plasma volume (%d mL) exchanged with %s. ACD-A 1:%d. Run time %d min.\n" % (
            pick(r, ["1.0", "1.25", "1.5"]), int(tbv * 0.6), c.ind[4], r.randrange(10, 16), r.randrange(70, 150)))
    elif c.proc == "ECP":
        d.t("Treated volume %d mL, UVA 1.5 J/cm2, methoxsalen %.1f mL. Run time %d min.\n" % (r.randrange(180, 320), r.randrange(30, 70) / 10,
                                                                                          r.randrange(90, 200)))
    elif c.proc == "RCE":
        d.t("Pre HbS %d%% -> post %d%% (target <30%%). Post Hct %d%%. %d units exchanged.\n" % (r.randrange(55, 90), r.randrange(12, 29),
                                                                                              r.randrange(27, 33), r.randrange(5, 11)))
    else:
        d.t("%.1f L processed, %d min, collect volume %d mL.\n" % (r.randrange(80, 260) / 10, r.randrange(120, 330), r.randrange(90, 400)))
    d.w("Pre-procedure labs ({dt}): {lb}.\n", dt=c.D(c.d0), lb=B.labs(c, 3))
    d.w("Tolerance: {tl}. {neg}\n", tl=pick(r, ["well tolerated, no adverse events", "perioral tingling treated with IV calcium",
                                                 "transient hypotension responded to saline bolus", "line alarms resolved after repositioning"]),
        neg=c.neg(1))
    d.w("\nA/P: {age}{s} with {sh}, ", age=c.A(), s=c.sexw(), sh=c.ind[2])
    d.t(pick(r, ["responding - continue as planned", "partial response; discuss adding rituximab", "plateau - review need for further sessions",
                 "target reached - stop after this session"]) + ". ")
    d.w("Next session {nx}. Family ({rel}) updated at the bedside.\n", nx=c.WD(phi.add_days(c.d0, pick(r, [1, 2, 7, 14]))), rel=c.rel)
    if c.cc in ("US", "CA"):
        d.t("\nAttestation: I was immediately available throughout the procedure and reviewed the run parameters.\n")
    d.w("\nElectronically signed by {n}, {cr} on {dt} at {tm}\n", n=c.N(c.cons, "DOCTOR", "full"), cr=K.CONS_CRED[c.cc].split()[0], dt=c.D(c.d0), tm=c.T())
    if r.random() < 0.5:
        d.put(c.lic("doc"))
        d.t("\n")


def line_review(c, d):
    r = c.r
    ins = phi.add_days(c.d0, -r.randrange(2, 40))
    d.w("{h} - {u}\n{t}\n", h=c.H(), u=B.unit_name(c), t=pick(r, ["CVC CARE BUNDLE / LINE REVIEW", "Central Line Daily Review (apheresis catheter)",
                                                                 "VASCULAR ACCESS DEVICE REVIEW"]))
    B.id_block(c, d, pick(r, [0, 1, 3]))
    d.w("Line: {acc}\nInserted: {dt} by {dr} at {h}; line day {n}\n", acc=c.access, dt=c.D(ins), dr=c.Dr(c.reg), h=c.H(c.ref_site),
        n=str((c.d0 - ins).days))
    d.t("\n")
    d.w("[x] Site: {s} (VIP {v})\n", s=pick(r, ["clean, no erythema or exudate", "mild erythema 5 mm at exit site", "dry, sutures intact"]),
        v=pick(r, ["0", "0", "1"]))
    d.w("[x] Dressing intact - last changed {dt}\n", dt=c.D(phi.add_days(c.d0, -r.randrange(1, 8))))
    d.w("[x] Needle-free connectors changed {dt}\n", dt=c.D(phi.add_days(c.d0, -r.randrange(1, 8))))
    d.w("[x] Lumens patent; heparin lock aspirated before use ({ml} mL per lumen)\n", ml=pick(r, ["1.6", "1.8", "2.0", "2.2"]))
    d.w("[{x}] Line still required: {why}\n", x="x", why=pick(r, ["yes - programme continues until " + "review", "yes - further sessions booked",
                                                                "no - remove after today's session"]))
    if r.random() < 0.4:
        d.w("Blood cultures taken {dt} from both lumens and periphery (lab no. {ln}, {ln2}) - {res}.\n", dt=c.D(c.d0),
            ln=(phi.idnum(r, "BC"), "IDNUM"), ln2=(phi.idnum(r, "BC"), "IDNUM"), res=pick(r, ["no growth at 48 h", "pending", "CoNS 1 of 2 bottles"]))
    d.w("{neg}\nPatient education re line care reinforced; {he} has the line card and the unit number ({ph}).\n", neg=c.neg(1), he=c.he(),
        ph=(c.unit_phone, "PHONE"))
    d.t("Reviewed by: ")
    B.nurse_sig(c, d, c.nurses[pick(r, [0, 1, 2])])
    d.w("  {dt} {tm}\n", dt=c.D(c.d0), tm=c.T())


def patient_letter(c, d):
    r = c.r
    B.letterhead(c, d)
    d.w("\n{dt}\n\nPRIVATE AND CONFIDENTIAL\n", dt=c.Dd(r.randrange(1, 5), pick(r, ["dmy_long", "us_long"]) if c.us else "dmy_long"))
    ttl = phi.title(r, c.pt, c.cc)
    d.w("{t} {n}\n", t=ttl, n=c.P(pick(r, ["full", "mi"])))
    d.put(phi.address(r, c.cc, lines=True, town=c.town)[0])
    d.t("\n")
    d.put(c.mrn_line())
    d.w("\n\nDear {t} {n},\n\n", t=ttl, n=c.P("last"))
    d.w("Thank you for coming to the apheresis clinic on {dt} with your {rel}. I am writing to summarise what we discussed.\n\n",
        dt=c.D(c.d0), rel=c.rel)
    d.w("You have {dx}, and we agreed to {pl}. The treatments will be given in the {u} at {h}.\n\n", dx=c.ind[1],
        pl=pick(r, ["continue your treatment course", "start a course of treatment", "reduce the frequency of treatments", "stop treatment after the next session"]),
        u=B.unit_name(c), h=c.H(abbr_ok=False))
    d.t("Your next appointments are:\n")
    for i in range(r.randrange(2, 5)):
        d.w("  - {dt} at {tm}, ", dt=c.WD(phi.add_days(c.d0, 7 + i * pick(r, [1, 7, 14]))), tm=c.T())
        d.put(B.loc(c, 0))
        d.t("\n")
    tips = ["eat breakfast and drink plenty of fluids beforehand", "keep your line dressing dry"]
    tips += {"ECP": ["bring wraparound sunglasses and avoid direct sunlight for 24 hours after each treatment"],
             "TPE": ["stop ramipril the day before each treatment"], "LDL": ["stop ramipril the day before each treatment"],
             "PBSC": ["continue your G-CSF injections at the same time each evening"], "RCE": ["drink plenty of water and keep warm"]}.get(c.proc, [])
    d.t("\nPlease " + pick(r, tips) + ". ")
    d.w("If you have a temperature of 38 C or above, redness around your line, or feel unwell, call us on {ph} ({hrs}) or contact {oh}.\n\n",
        ph=(c.unit_phone, "PHONE"), hrs=pick(r, ["Monday to Friday, 8am to 6pm", "weekdays 08:00-17:00"]),
        oh=pick(r, ["the haematology ward out of hours", "your local emergency department", "the after-hours nurse line"]))
    d.w("You can also email {em} (please do not send urgent messages by email) or see {u}.\n\n", em=B.unit_email(c), u=B.url(c, "patients"))
    d.t("Yours sincerely,\n\n")
    B.cons_sig(c, d, c.cons, "Consultant Haematologist", lic=r.random() < 0.5)
    d.w("\ncc: {gp}, {pr}\n", gp=c.Dr(c.gp, "full"), pr=(c.practice, "HOSPITAL"))
    d.w("    {dr}, {sp}, {h}\n", dr=c.Dr(c.referrer, "full"), sp=c.spec, h=c.H(c.ref_site))
