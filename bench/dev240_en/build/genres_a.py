"""Genres: diabetic foot clinic note, wound assessment chart, hyperbaric oxygen treatment log (dev240_en)."""
import clin as C
import places as P
from common import cc_line, followup, holiday, id_header, pt_remark, sig, social, vehicle_line

EVENTS = ["new work boots", "a blister from ill-fitting shoes", "walking barefoot at home", "a burn from a hot-water bottle",
          "cutting his/her own toenail", "a stone in the shoe", "a fall on the stairs", "soaking feet in hot water",
          "a corn plaster (salicylic acid)", "stepping on a drawing pin"]
XRAY = ["no cortical erosion, no soft-tissue gas", "cortical erosion 2nd MT head c/w osteomyelitis",
        "periosteal reaction distal phalanx hallux", "Charcot changes, Eichenholtz stage 1, midfoot fragmentation",
        "soft tissue swelling only, no fracture", "gas in soft tissues lateral forefoot - URGENT", "healed 5th MT fracture, vascular calcification"]
DEFORM = ["hammer toes 2-5", "hallux valgus", "pes cavus", "Charcot midfoot collapse (rocker-bottom)", "clawing of lesser toes",
          "prominent MT heads, fat-pad atrophy", "limited hallux dorsiflexion (hallux rigidus)", "equinus (ankle DF 0 deg)"]


def _hpi(n):
    ev = n.pick(EVENTS).replace("his/her", n.his)
    n.f("{ap} with {p} presents {why}. ", ap=n.age_phrase(cap=True), p=", ".join(C.pmh(n, n.ri(2, 4))),
        why=n.pick(["for follow-up of a " + C.site(n) + " ulcer", "with a new " + C.site(n) + " wound",
                    "as a new referral from the GP", "for review after discharge", "for 2-weekly debridement"]))
    k = n.ri(0, 4)
    if k == 0:
        n.f("Ulcer present since {d}, started after {e}. ", d=n.date(-n.ri(40, 400), kind="partial"), e=ev)
    elif k == 1:
        n.f("Noticed it around {h} after {e}. ", h=holiday(n), e=ev)
    elif k == 2:
        n.f("First noted {d} ({x} ago); attributes it to {e}. ", d=n.date(-n.ri(14, 90), kind=n.pick(["full", "short"])), x=n.pick(["~3 weeks", "6/52", "2 months", "10 days"]), e=ev)
    else:
        n.t("Duration %s. Cause: %s. " % (n.pick(["3/12", "6 weeks", "approx 4 months", "> 1 year"]), ev))
    if n.chance(0.6):
        rs = n.pick(["md", "mdy", "monthd"] if n.c == "US" else ["dm", "dmy", "dmonth", "dmon"])
        n.f("Admitted to {h} {a}-{b} for IV antibiotics{x}. ", h=n.acute_hosp(), a=n.date(-n.ri(30, 120), st=rs),
            b=n.date(-n.ri(5, 29), st=rs), x=n.pick(["", " and I&D", " (CRP peaked at %d)" % n.ri(90, 380)]))
    if n.chance(0.5):
        n.f("Last seen here {d} by {w}. ", d=n.date(-n.pick([7, 14, 14, 21, 28]), kind=n.pick(["full", "short"])), w=n.who(n.pick(["pod", "doc", "nurse"])))
    if n.chance(0.5):
        rel = n.pick_rel(["wife", "husband", "daughter", "son", "niece"])
        n.f("{R} {f} does the dressings {fr} and reports {o}. ", R=n.pick(["His " if n.pt.sex == "M" else "Her ", "Pt's "]) + rel, f=n.famn(rel),
            fr=n.pick(["daily", "on alternate days", "BD"]), o=n.pick(["less ooze", "green staining on the dressing", "a new smell", "no change", "the toe looks darker"]))
    n.t(n.pick(["Denies fever/rigors. ", "Reports chills x2 nights. ", "No calf pain. ", "Walking ~%d steps/day per phone. " % n.ri(800, 9000), ""]))
    if n.chance(0.5):
        pt_remark(n)
    n.t("Adherence to offloading: %s.\n" % n.pick(["poor (removes boot at home)", "good", "partial - wears slippers indoors", "reports 100%, doubtful", "good since TCC applied"]))


def dfc(n):
    c = n.c
    n.set_site("clinic")
    st = n.ri(0, 2)
    clinic = n.pick(["Diabetic Foot Clinic", "Limb Preservation Clinic", "High-Risk Foot Clinic", "Podiatry - Diabetic Foot", "Foot Protection Service", "MDT Foot Clinic"])
    if st == 0:
        n.f("{h}\n{cl} - {kind}\n", h=n.hosp(), cl=clinic, kind=n.pick(["Progress Note", "Clinic Note", "Follow-up Visit", "New Patient Consultation"]))
        if n.chance(0.3):
            n.f("{b}, {room}\n", b=n.building(), room=["Room ", n.room()])
        id_header(n)
        n.f("Date of service: {d}   Time in: {t}\n", d=n.v_today, t=C.time(n))
        n.f("Provider: {w}\n", w=n.who("pod" if n.chance(0.5) else "doc", "full_cred"))
        if n.chance(0.4):
            n.f("Referring: {w} ({h})\n", w=n.who("gp", "title_full"), h=n.other_hosp(n.site_of("gp")))
        n.t("\nCHIEF COMPLAINT: " + n.pick(["foot ulcer f/u", "wound check", "new ulcer", "red swollen toe", "callus/pre-ulcer"]) + "\n\nHPI: ")
    elif st == 1:
        n.f("{d} {cl}, {h}\n", d=n.v_today, cl=clinic, h=n.hosp())
        id_header(n)
        n.f("Seen by {w}{x}.\n\n", w=n.who(n.pick(["pod", "doc", "nurse"])), x=n.pick(["", " with the MDT", " and student podiatrist", ""]))
    else:
        n.f("{cl} note   {d}\n", cl=clinic.upper(), d=n.v_today)
        n.f("{p}  {a}{s}  {m}\n\nS: ", p=n.ptn("LF"), a=n.v_age, s=n.pt.sex, m=n.mrn())
    _hpi(n)
    n.t("\nPMH: " + "; ".join(C.pmh(n, n.ri(3, 6))) + ".\n")
    if n.chance(0.5):
        if n.chance(0.5):
            n.f("DM diagnosed {y}.\n", y=n.date(-n.ri(1500, 12000), kind="partial"))
        else:
            n.f("Diabetes since age {a} ({t}).\n", a=(str(max(8, n.age - n.ri(3, 30))), "AGE"), t=n.pick(["T2", "T1", "T2, insulin since 2nd decade of disease", "T2 - initially diet controlled"]))
    n.t("Meds: " + ", ".join(C.dm_meds(n, n.ri(1, 3)) + C.other_meds(n, n.ri(2, 5))) + ".\n")
    n.t("Allergies: " + n.pick(["NKDA", "penicillin (rash)", "sulfa - hives", "NKA", "codeine (vomiting)", "elastoplast"]) + ".\n")
    n.t("Social: ")
    social(n)
    n.t("\n")
    if n.chance(0.15):
        vehicle_line(n)
    if st == 2:
        n.t("\nO: ")
    else:
        n.t("\nEXAM\n")
    n.t("Vitals: " + C.vitals(n) + "\n")
    n.t("Vascular: " + C.vasc(n) + "\n")
    n.t("Neuro: " + C.neuro(n) + "\n")
    n.t("MSK: " + ", ".join(n.r.sample(DEFORM, n.ri(1, 3))) + ".\n")
    l, w, d = C.dims(n)
    n.t("Wound (%s): %s (prev %s). %s\n" % (C.site(n), C.dims_str(n, l, w, d), C.dims_str(n, l + n.ri(1, 9) / 10.0, w + n.ri(0, 6) / 10.0, d), C.wound_desc(n)))
    if n.chance(0.6):
        n.f("Labs {d}: {l}\n", d=n.date(-n.ri(0, 10), kind=n.pick(["full", "short"])), l=C.labs(n))
    if n.chance(0.5):
        n.f("X-ray {s} foot ({d}): {x}.\n", s=C.side(n), d=n.date(-n.ri(0, 40)), x=n.pick(XRAY))
    if n.chance(0.3):
        n.f("Photo taken ({ph}) and uploaded via {u}.\n", ph=n.idnum("photo"), u=n.url())
    n.t("\n" + ("A: " if st == 2 else "ASSESSMENT/PLAN\n"))
    n.t("%s, %s. %s\n" % (n.pick(["Neuropathic DFU", "Neuroischaemic DFU", "Ischaemic ulcer", "Pre-ulcerative callus", "Infected DFU", "Healing DFU"]),
                          C.classif(n), n.pick(["Improving, area down %d%% in 4/52." % n.ri(10, 70), "Static.", "Deteriorating.", "Nearly healed.", "Probe-to-bone positive - ?OM."])))
    if st == 2:
        n.t("P: ")
    for b in C.plan_bits(n):
        n.t("- " + b + "\n")
    if n.chance(0.4):
        n.f("- Referral to {w}, vascular surgeon, {h}.\n", w=n.who("surg", "title_full"), h=n.acute_hosp())
    if n.chance(0.25):
        n.f("- Orthotics: casts sent to {o} (tel {ph}).\n", o=n.org(P.SUPPLIERS), ph=n.phone(mobile=False))
    if n.chance(0.2):
        n.f("- Fit note issued for employer ({e}) x 4 weeks.\n" if c == "UK" else "- Work note for {e}: off work 2 weeks.\n", e=n.org(P.EMPLOYERS))
    followup(n)
    if n.chance(0.3):
        n.f("Scribed by {s} for {w}.\n", s=n.who("scribe", "full"), w=n.who("doc", "title_last"))
    if n.chance(0.2):
        n.f("Interpreter: {i} ({lang}), in person.\n", i=n.who("interp", "full"), lang=n.pick({"US": ["Spanish", "Vietnamese", "Somali", "Portuguese", "Arabic"], "UK": ["Urdu", "Punjabi", "Polish", "Somali", "Portuguese", "Bengali"],
                                         "ZA": ["isiZulu", "isiXhosa", "Sesotho", "Setswana", "Xitsonga", "Portuguese"]}[n.c]))
    sig(n, n.pick(["doc", "pod"]))
    if n.chance(0.35):
        cc_line(n)


def wound_chart(n):
    c = n.c
    n.t(n.pick(["WOUND ASSESSMENT CHART", "Wound Assessment & Measurement Record", "WOUND CARE FLOWSHEET", "Wound Chart (TVN)"]) + "\n")
    if n.chance(0.5):
        n.site = n.acute_hosp()[0]
        n.f("{h} - {w}", h=n.hosp(), w=n.ward())
    else:
        n.set_site("clinic")
        n.f("{h}", h=n.hosp())
    n.t("\n")
    id_header(n)
    if n.chance(0.35):
        n.f("Bed {b}\n", b=(str(n.ri(1, 32)), "LOCATION_OTHER"))
    n.f("Wound #{k}: {s}   Aetiology: {a}\n", k=str(n.ri(1, 3)), s=C.site(n), a=n.pick(["neuropathic DFU", "neuroischaemic DFU", "post-surgical (ray amp)", "pressure injury, heel", "venous/diabetic mixed"]))
    n.f("Date first noted: {d}   {cl}\n", d=n.date(-n.ri(30, 300), kind=n.pick(["full", "partial"])), cl=C.classif(n))
    n.f("Photo consent: {y}   Baseline photo ref: {ph}\n", y=n.pick(["Y", "Yes (verbal)", "Yes - signed"]), ph=n.idnum("photo"))
    nurses = [n.new_staff("nurse") for _ in range(n.ri(2, 4))]
    upper = n.chance(0.7)
    sep = n.pick([" | ", " | ", "\t", "  "])
    n.t("\n" + sep.join(["Date", "L cm", "W cm", "D cm", "Area cm2", "% chg", "Tissue", "Exudate", "Pain", "Dressing", "Init"]) + "\n")
    rows = n.ri(4, 9)
    l, w, d = C.dims(n)
    l, w = l + 1.5, w + 1.0
    a0 = None
    st = n.pick(["mdy" if c == "US" else "dmy", "md" if c == "US" else "dm", n.dstyle, "dmy2" if c != "US" else "mdy2"])
    start = -7 * (rows - 1) - n.ri(0, 3)
    for i in range(rows):
        delta = start + 7 * i + n.ri(-1, 1)
        if i == rows - 1:
            delta = 0
        area = round(l * w * 0.785, 2)
        chg = "-" if a0 is None else "%+d%%" % int(round((area - a0) / a0 * 100))
        if a0 is None:
            a0 = area
        who = n.pick(nurses)
        ini = n.form(who, "init2") if upper else n.form(who, "linit")
        n.f("{d}" + sep, d=n.date(delta, st=st))
        n.t(sep.join(["%.1f" % l, "%.1f" % w, "%.1f" % d, "%.2f" % area, chg, n.pick(["G80/S20", "G100", "G60/S40", "G50/S30/N20", "G90/S10", "epith 30%"]),
                      n.pick(["nil", "low", "mod", "high", "mod/purulent"]), "%d/10" % n.ri(0, 7), n.pick(["AgAlg", "Inadine", "Aquacel", "NPWT", "Iodoflex", "foam", "PHMB"])]) + sep)
        n.p(ini, "DOCTOR")
        n.t("\n")
        l, w = max(0.2, round(l * n.ri(72, 104) / 100.0, 1)), max(0.2, round(w * n.ri(70, 104) / 100.0, 1))
        d = max(0.1, round(d * n.ri(60, 100) / 100.0, 1))
    n.t("\nComments:\n")
    for k in sorted(n.r.sample(range(7), n.ri(2, 4))):
        if k == 0:
            n.f("{d}: seen jointly with {w} (TVN); sharp debridement of slough, minimal bleeding.\n", d=n.date(-n.ri(1, 30), kind="short"), w=n.who("tvn", "full"))
        elif k == 1:
            n.f("{d}: pt reports {he} was on {his} feet all weekend at {x}'s wedding. Periwound macerated.\n".replace("{he}", n.he).replace("{his}", n.his), d=n.date(-n.ri(1, 30), kind="short"), x=n.famn(n.pick(["son", "daughter", "niece", "grandson"]), "first"))
        elif k == 2:
            n.f("{d}: wound swab sent, lab no. {a}.\n", d=n.date(-n.ri(1, 30), kind="short"), a=n.idnum("acc"))
        elif k == 3:
            n.f("Tracing on acetate filed in notes; photo {ph}.\n", ph=n.idnum("photo"))
        elif k == 4:
            n.f("Measurement by {w} using disposable ruler, head-to-toe orientation. Probe depth {x} cm.\n", w=n.who("nurse", "ig"), x="%.1f" % (n.ri(1, 25) / 10.0))
        elif k == 5:
            n.f("{d}: NPWT pump exchanged, new unit S/N {s}.\n", d=n.date(-n.ri(1, 30), kind="short"), s=n.device())
        else:
            n.t("40%% area reduction target at 4/52 %s.\n" % n.pick(["met", "not met - escalate to MDT", "borderline"]))
    if n.chance(0.45):
        pt_remark(n)
        n.t("\n")
    n.t("\nInitials key: ")
    for i, who in enumerate(nurses):
        if i:
            n.t("; ")
        n.p(n.form(who, "init2"), "DOCTOR")
        n.t(" = ")
        n.p(n.form(who, n.pick(["full", "ig", "full"])), "DOCTOR")
        n.t(" " + n.pick({"US": ["RN", "LPN", "CNA", "RN, CWCN", "WOCN"], "UK": ["RN", "TVN", "HCA", "DN", "Band 5"], "ZA": ["Prof Nurse", "EN", "ENA", "RN"]}[n.c]))
    n.t("\n")
    if n.chance(0.3):
        n.f("Charted in EHR by {u} from workstation {ip}.\n", u=n.username(nurses[0]), ip=n.ip())


def hbot_log(n):
    c = n.c
    n.set_site("hbot")
    unit = n.pick(["Hyperbaric Medicine Unit", "Hyperbaric Oxygen Therapy Department", "HBOT Service", "Wound Care & Hyperbaric Medicine"])
    n.f("{h} - {u}\n", h=n.hosp(), u=unit)
    n.t(n.pick(["HYPERBARIC OXYGEN TREATMENT LOG", "HBOT Daily Treatment Record", "Hyperbaric Treatment Flowsheet", "Dive Log - Clinical"]) + "\n")
    id_header(n, rich=n.chance(0.4))
    multi = n.chance(0.45)
    ch = str(n.ri(1, 4)) if not multi else n.pick(["A", "B", "1", "2"])
    n.f("Chamber: {ch} ({t})   Chamber S/N: {s}\n", ch=(ch, "LOCATION_OTHER"), t="multiplace" if multi else "monoplace", s=n.device())
    n.t("Indication: " + n.pick(["Wagner 3 DFU, failed 30 days standard care", "chronic refractory osteomyelitis, L calcaneus",
                                 "compromised flap/graft, R TMA", "diabetic foot ulcer Wagner grade 4 (forefoot gangrene)",
                                 "late radiation tissue injury (not foot) - n/a", "necrotising soft tissue infection, post-debridement"]) + "\n")
    n.f("Referring: {r}   Supervising physician: {s}\n", r=n.who("pod" if c == "US" else "surg", "title_full"), s=n.who("doc", "full_cred"))
    n.t("Profile: " + C.hbot_profile(n) + "\n")
    total = n.pick([20, 30, 40, 40, 60])
    n.f("Treatments authorised: {t} (auth {a}, valid to {d})\n", t=str(total), a=n.idnum("auth"), d=n.date(n.ri(30, 90)))
    if n.chance(0.35):
        n.f("Pt ID verified by {m} {b} at check-in.\n", m=n.pick(["palm-vein scan", "fingerprint", "biometric wristband scan"]), b=n.bioid())
    if n.chance(0.3):
        n.f("Insulin pump S/N {s} removed pre-dive; CGM sensor {s2} left in situ (approved).\n", s=n.device(), s2=n.device())
    techs = [n.new_staff("tech") for _ in range(n.ri(1, 3))]
    rows = n.ri(5, 10)
    first = n.ri(1, max(1, total - rows))
    sep = n.pick([" | ", "  ", "\t"])
    st = n.pick(["md" if c == "US" else "dm", n.dstyle, "mdy2" if c == "US" else "dmy2", "iso"])
    glu = "mg/dL" if c == "US" else "mmol/L"
    n.t("\n" + sep.join(["Tx#", "Date", "Ch", "In", "Out", "ATA", "BG pre", "BG post (%s)" % glu, "BP", "TEED", "Tech", "Comments"]) + "\n")
    delta = -rows - n.ri(2, 6)
    for i in range(rows):
        delta += n.pick([1, 1, 1, 1, 3])
        comment = n.pick(["nil", "tolerated well", "nil", "R ear discomfort on descent - slowed, resolved", "anxious, coached",
                          "BG pre %s - 150 mL juice, recheck OK" % C.glucose(n), "held 10 min for equalisation", "air break x2", "uneventful"])
        tx = "%d/%d" % (first + i, total)
        if n.chance(0.12):
            n.f(tx + sep + "{d}" + sep + "-" + sep + "-" + sep + "-" + sep + "-" + sep + "-" + sep + "-" + sep + "-" + sep + "-" + sep + "-" + sep + "{why}\n",
                d=n.date(delta, st=st), why=n.pick([["MISSED - ", holiday(n)], "HELD - URTI / congestion", ["DNA - transport (", n.org(P.TRANSPORT), ")"], "HELD - BG > 16.7 / 300"]))
            continue
        t0 = C.time(n)
        n.f(tx + sep + "{d}" + sep + "{ch}" + sep, d=n.date(delta, st=st), ch=(ch, "LOCATION_OTHER"))
        n.t(sep.join([t0, n.pick(["+2h05", "+2h", "+1h58", "+2h10", "+2h02"]), n.pick(["2.4", "2.0", "2.4", "2.5"]), C.glucose(n).split()[0], C.glucose(n).split()[0],
                      "%d/%d" % (n.ri(110, 178), n.ri(60, 98)), "%d/%d" % (n.ri(0, 2), n.ri(0, 2))]) + sep)
        tw = n.pick(techs)
        n.p(n.form(tw, n.pick(["init2", "init2", "linit"])), "DOCTOR")
        n.t(sep + comment + "\n")
    n.t("\nNotes:\n")
    k = n.ri(0, 3)
    if k == 0:
        n.f("- Tx {x}: pt c/o ear pain, otoscopy by {w}: {t}. ENT opinion requested ({h}).\n", x=str(first + n.ri(0, rows - 1)), w=n.who("doc", "title_last"), t=C.teed(n), h=n.acute_hosp())
    elif k == 1:
        n.f("- Hypoglycaemia protocol reviewed with pt and {rf}.\n", rf=n.relf(["wife", "husband", "daughter", "son"]))
    elif k == 2:
        n.f("- Transport via {o}, vehicle reg {v}; pickup {t}.\n", o=n.org(P.TRANSPORT), v=n.vehicle("plate"), t=C.time(n))
    else:
        n.t("- Wound measured weekly in clinic (see wound chart). Fire-safety check: cotton gown, no lotions/patches.\n")
    if n.chance(0.4):
        n.t("- ")
        pt_remark(n)
        n.t("\n")
    if n.chance(0.4):
        n.f("- TcPO2 at 2.4 ATA: {v} mmHg (dorsum), responder.\n", v=str(n.ri(180, 900)))
    if n.chance(0.3):
        n.f("- Next block starts {d}; off for {h}.\n", d=n.date(n.ri(5, 20), kind="short"), h=holiday(n))
    n.t("\nTechnicians: ")
    for i, tw in enumerate(techs):
        if i:
            n.t(", ")
        n.f("{w}", w=n.who("tech", n.pick(["full_cred", "cred_space"]), person=tw))
    n.t("\n")
    n.f("Physician attending (CPT 99183): {w}\n", w=n.who("doc", n.pick(["title_full", "full_cred"])))
    if n.chance(0.3):
        n.f("Chamber control PC {ip}; log exported by {u}.\n", ip=n.ip(), u=n.username(techs[0]))
    if n.chance(0.3):
        n.f("Unit phone {ph}  fax {fx}\n", ph=n.phone(mobile=False), fx=n.fax())
